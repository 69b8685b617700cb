import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Kernel } from '../http/kernel.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { createShareLinkEndpoint } from './create-share-link.ts';
import { deleteFile } from './delete-file.ts';
import { downloadFile } from './download-file.ts';
import { downloadVersion } from './download-version.ts';
import { emptyTrashEndpoint } from './empty-trash.ts';
import { revokeShareLinkEndpoint } from './revoke-share-link.ts';
import { createShareGrants } from './share-http.ts';
import { shareFolderFileContent } from './share-folder-file-content.ts';
import { shareFolderFiles } from './share-folder-files.ts';
import { shareLinkContent } from './share-link-content.ts';
import { shareLinkMetadata } from './share-link-metadata.ts';
import { unlockShareLink } from './unlock-share-link.ts';
import { uploadFile } from './upload-file.ts';
import { uploadVersion } from './upload-version.ts';

export interface LockerRoutesOptions {
  k: Kernel;
  config: Config;
  store: BlobStore;
}

/**
 * The locker's HTTP endpoints (issue #7), one file each: uploads, new versions, downloads, delete,
 * trash, share links, and the public share-link endpoints. Each calls SQL functions through the
 * kernel (locker-sql.ts), so row-level security and the functions decide what exists for the
 * caller.
 */
export const lockerRoutes: FastifyPluginAsync<LockerRoutesOptions> = async (app, options) => {
  const { k, config, store } = options;
  const limit = config.UPLOAD_LIMIT_BYTES;
  await app.register(multipart, {
    limits: { fileSize: limit + 1, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });

  const deps = { k, config, store };
  uploadFile(app, deps);
  uploadVersion(app, deps);
  downloadFile(app, deps);
  downloadVersion(app, deps);
  deleteFile(app, deps);
  emptyTrashEndpoint(app, deps);
  createShareLinkEndpoint(app, deps);
  revokeShareLinkEndpoint(app, deps);

  const share = { k, store, grants: createShareGrants(config) };
  shareLinkMetadata(app, share);
  unlockShareLink(app, share);
  shareLinkContent(app, share);
  shareFolderFiles(app, share);
  shareFolderFileContent(app, share);
};
