import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';

/**
 * The locker's dialogs, each loaded the first time it opens (the browser renders a dialog only
 * while it is open): their forms, react-hook-form and the share and version views are not part
 * of the locker page's first load. Same names and props as the dialogs themselves.
 */
function lazyDialog<P extends object>(load: () => Promise<(props: P) => ReactNode>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

export const MoveDialog = lazyDialog(async () => (await import('./move-dialog')).MoveDialog);
export const NameDialog = lazyDialog(async () => (await import('./name-dialog')).NameDialog);
export const ShareDialog = lazyDialog(async () => (await import('./share-dialog')).ShareDialog);
export const PreviewDialog = lazyDialog(
  async () => (await import('./preview-dialog')).PreviewDialog,
);
export const VersionsDialog = lazyDialog(
  async () => (await import('./versions-dialog')).VersionsDialog,
);
export const TagsDialog = lazyDialog(async () => (await import('./tags-dialog')).TagsDialog);

const LazyUploadProgressList = lazyDialog(
  async () => (await import('./upload-progress-list')).UploadProgressList,
);

/** The uploads' progress, likewise: loaded with the first upload (it shows nothing without). */
export function UploadProgressList(props: ComponentProps<typeof LazyUploadProgressList>) {
  return props.items.length === 0 ? null : <LazyUploadProgressList {...props} />;
}
