import { FormAlert } from '@/components/ui/alert';
import { useSharedContentViewer } from '../hooks/use-shared-content-viewer';
import { formatBytes, kindLabel } from '../lib/format';
import { FileViewer } from './file-viewer';
import { ContentButtons, LinkNotices, LinkTerms, type SharedPanelProps } from './share-link-parts';

/** The file of a file link: what it is, the link's terms, and View / Download. */
export function SharedFilePanel({ token, grant, meta }: SharedPanelProps) {
  const { view, busy, pendingFor, failure, fetchContent } = useSharedContentViewer(token, grant);
  const name = meta.name ?? 'Shared file';
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">File</dt>
        <dd className="font-medium break-all">{name}</dd>
        <dt className="text-muted-foreground">Type</dt>
        <dd>{kindLabel(meta.mimeType)}</dd>
        <dt className="text-muted-foreground">Size</dt>
        <dd>{meta.size !== null ? formatBytes(meta.size) : '—'}</dd>
        <LinkTerms meta={meta} />
      </dl>
      <LinkNotices meta={meta} />
      <ContentButtons
        meta={meta}
        busy={busy}
        pending={pendingFor()}
        onFetch={(inline) => fetchContent({ name, mimeType: meta.mimeType, inline })}
      />
      <FormAlert>{failure}</FormAlert>
      {view && <FileViewer blob={view.blob} name={view.name} mimeType={view.mimeType} />}
    </div>
  );
}
