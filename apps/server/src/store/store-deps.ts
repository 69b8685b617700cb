import type { Config } from '../config/config.ts';
import { uuidPattern } from '../http/caller.ts';
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

/** A path id that is not a uuid names nothing: null, for a 404. */
export const uuidOrNull = (value: string): string | null =>
  uuidPattern.test(value) ? value.toLowerCase() : null;
