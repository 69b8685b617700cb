import type { Config } from '../config/config.ts';
import type { Kernel } from '../http/kernel.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** What the store's endpoints share. */
export interface StoreDeps {
  k: Kernel;
  config: Config;
  provider: PaymentProvider;
  blobStore: BlobStore;
}

export const signInMessage = 'Sign in to continue.';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a uuid names nothing: null, for a 404. */
export const uuidOrNull = (value: string): string | null =>
  uuid.test(value) ? value.toLowerCase() : null;
