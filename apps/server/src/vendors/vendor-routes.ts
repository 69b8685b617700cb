import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Kernel } from '../http/kernel.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { openVendorDocumentFileRoute } from './open-vendor-document-file.ts';
import { readBankAccountNumberRoute } from './read-bank-account-number.ts';
import { saveBankDetailsRoute } from './save-bank-details.ts';

export interface VendorDeps {
  k: Kernel;
  config: Config;
  /** The locker's blob store: identity documents' files live in the vendor's locker. */
  store: BlobStore;
}

/**
 * The vendors' endpoints outside the data API (issue 16): bank details, whose account number the
 * server encrypts and decrypts; an identity document's file, which admins open from their queue.
 * Everything else about vendors is data API tables and RPCs.
 */
export function vendorRoutes(app: FastifyInstance, deps: VendorDeps): void {
  saveBankDetailsRoute(app, deps);
  readBankAccountNumberRoute(app, deps);
  openVendorDocumentFileRoute(app, deps);
}
