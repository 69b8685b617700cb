import { useState } from 'react';
import { type SharedContentRequest, useSharedContent } from '../api/public-share';
import { saveBlob } from '@/lib/save-blob';
import { unusableLinkMessage } from '../lib/locker-errors';

/** What is being fetched for a file: a view, a download, or nothing. */
export type Pending = 'view' | 'download' | null;

export interface SharedContentTarget extends SharedContentRequest {
  name: string;
  mimeType: string | null;
}

/**
 * A panel's views and downloads of shared bytes: the request is the query layer's
 * (useSharedContent); kept here is only what the page shows, the file being viewed.
 */
export function useSharedContentViewer(token: string, grant: string | null) {
  const content = useSharedContent(token, grant);
  const [view, setView] = useState<{ blob: Blob; name: string; mimeType: string } | null>(null);
  const asked = content.isPending ? content.variables : undefined;
  /** What is being fetched for this file (one request at a time on the page). */
  const pendingFor = (fileId?: string): Pending =>
    !asked || asked.fileId !== fileId ? null : asked.inline ? 'view' : 'download';
  const fetchContent = ({ fileId, name, mimeType, inline }: SharedContentTarget) =>
    content.mutate(
      { fileId, inline },
      {
        onSuccess: (blob) => {
          if (inline) setView({ blob, name, mimeType: mimeType ?? blob.type });
          else saveBlob(blob, name);
        },
      },
    );
  return {
    view,
    busy: content.isPending,
    pendingFor,
    failure: content.error ? unusableLinkMessage(content.error) : null,
    fetchContent,
  };
}
