import { bankDetailsInputSchema } from '@athcare/shared/vendor.schema';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors/api-error.ts';
import type { VendorDeps } from './vendor-routes.ts';
import { encryptAccountNumber, maskAccountNumber } from './bank-account-crypto.ts';
import { myVendorId, saveBankDetails } from './vendor-sql.ts';

/**
 * PUT /api/vendor/bank-details — the signed-in vendor's bank details (spec §3), body
 * {bank_name, bank_holder_name, account_number, bank_account_type, bank_ifsc_code}. The account
 * number is encrypted here (the database never sees it or the key) and answered masked.
 */
export function saveBankDetailsRoute(app: FastifyInstance, { k, config }: VendorDeps): void {
  app.put<{ Body: unknown }>('/api/vendor/bank-details', async (request) => {
    const caller = await k.signedIn(request, 'Sign in as a vendor to add bank details.');
    const body = (typeof request.body === 'object' && request.body ? request.body : {}) as Record<
      string,
      unknown
    >;
    const parsed = bankDetailsInputSchema.safeParse({
      bankName: body.bank_name,
      bankHolderName: body.bank_holder_name,
      accountNumber: body.account_number,
      bankAccountType: body.bank_account_type,
      bankIfscCode: body.bank_ifsc_code,
    });
    if (!parsed.success) {
      throw httpError(400, parsed.error.issues[0]?.message ?? 'Invalid bank details.', 'invalid');
    }
    const input = parsed.data;
    const [vendorId] = await k.call(caller, myVendorId, {}, { readOnly: true });
    if (vendorId === undefined || vendorId === null) {
      throw httpError(404, 'Register your business before adding bank details.', 'no_vendor');
    }
    const [row] = await k.call(caller, saveBankDetails, {
      bank_name: input.bankName,
      bank_holder_name: input.bankHolderName,
      account_number_last4: input.accountNumber.slice(-4),
      bank_account_type: input.bankAccountType,
      bank_ifsc_code: input.bankIfscCode,
      ciphertext: encryptAccountNumber(config.BANK_DETAILS_KEY, vendorId, input.accountNumber),
    });
    if (!row)
      throw httpError(404, 'Register your business before adding bank details.', 'no_vendor');
    return { ...row, account_number_masked: maskAccountNumber(row.account_number_last4) };
  });
}
