import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors/api-error.ts';
import type { VendorDeps } from './vendor-routes.ts';
import { decryptAccountNumber } from './bank-account-crypto.ts';
import { bankAccountCiphertext } from './vendor-sql.ts';

/**
 * GET /api/vendor/:vendorId/bank-details/account-number — the full account number, for the
 * vendor's owner and admins only (the SQL function returns nothing to anyone else: 404). Answered
 * with Cache-Control: no-store.
 */
export function readBankAccountNumberRoute(app: FastifyInstance, { k, config }: VendorDeps): void {
  app.get<{ Params: { vendorId: string } }>(
    '/api/vendor/:vendorId/bank-details/account-number',
    async (request, reply) => {
      const caller = await k.signedIn(request, 'Sign in to read bank details.');
      const vendorId = Number(request.params.vendorId);
      const notFound = () => httpError(404, 'No bank details found.', 'not_found');
      if (!Number.isSafeInteger(vendorId) || vendorId <= 0) throw notFound();
      const [row] = await k.call(
        caller,
        bankAccountCiphertext,
        { vendor: vendorId },
        { readOnly: true },
      );
      if (!row) throw notFound();
      const accountNumber = decryptAccountNumber(config.BANK_DETAILS_KEY, vendorId, row);
      if (accountNumber === null) {
        throw httpError(500, 'The account number cannot be read with the configured key.', 'key');
      }
      return reply.header('cache-control', 'no-store').send({ account_number: accountNumber });
    },
  );
}
