import { schemas } from '../db/schemas.ts';
import { sqlFunction } from '../http/sql-function.ts';
import type { BlobRef } from '../locker/locker-sql.ts';

/**
 * The SQL functions the vendor endpoints call (migrations 0221–0222; their current text is in
 * apps/server/db/schema.sql). All run as the caller; the definer ones check the caller themselves.
 */
const fn = schemas.vendorPrivate;

export interface BankDetailsRow {
  id: number;
  vendor_id: number;
  owner_id: string;
  bank_name: string;
  bank_holder_name: string;
  account_number_last4: string;
  bank_account_type: string;
  bank_ifsc_code: string;
}

/** The caller's vendor id, or null. */
export const myVendorId = sqlFunction<number | null>(fn, 'my_vendor_id', {});

/** Saves the caller's bank details with the encrypted account number (insert or replace). */
export const saveBankDetails = sqlFunction<BankDetailsRow>(fn, 'save_bank_details', {
  bank_name: 'text',
  bank_holder_name: 'text',
  account_number_last4: 'text',
  bank_account_type: 'text',
  bank_ifsc_code: 'text',
  ciphertext: 'text',
});

/**
 * The encrypted account number of a vendor, for its owner or an admin; nothing otherwise (a
 * one-column function: its values come back bare).
 */
export const bankAccountCiphertext = sqlFunction<string>(fn, 'bank_account_ciphertext', {
  vendor: 'int',
});

/**
 * A file of a vendor's identity document, for an admin (42501 for anyone else; null when the
 * document does not name the file); each opening is written to the audit log and the vendor's
 * locker access log (migration 0262).
 */
export const openVendorDocumentFile = sqlFunction<BlobRef | null>(fn, 'open_vendor_document_file', {
  document: 'int',
  file: 'uuid',
  action: 'text',
});
