import { useEffect, useState } from 'react';
import { useObjectUrl } from '../hooks/use-object-url';
import { fileKind } from '../lib/format';
import { withPdfTitle } from '../lib/pdf-title';

/** Shows a file's bytes in the page: PDF in a frame (titled with the file's name, not the object
 * URL's blob id), images as <img>, text in <pre>. */
export function FileViewer({
  blob,
  name,
  mimeType,
}: {
  blob: Blob;
  name: string;
  mimeType: string;
}) {
  const kind = fileKind(mimeType);
  const [titledPdf, setTitledPdf] = useState<{ from: Blob; name: string; pdf: Blob } | null>(null);
  const pdf = titledPdf?.from === blob && titledPdf.name === name ? titledPdf.pdf : undefined;
  const url = useObjectUrl(kind === 'text' ? undefined : kind === 'pdf' ? pdf : blob);
  const [text, setText] = useState<string | null>(null);

  useEffect(() => {
    if (kind !== 'pdf') return undefined;
    let live = true;
    void withPdfTitle(blob, name).then((titled) => {
      if (live) setTitledPdf({ from: blob, name, pdf: titled });
    });
    return () => {
      live = false;
    };
  }, [blob, kind, name]);

  useEffect(() => {
    if (kind !== 'text') return undefined;
    let live = true;
    void blob.text().then((value) => {
      if (live) setText(value);
    });
    return () => {
      live = false;
    };
  }, [blob, kind]);

  if (kind === 'text') {
    return (
      // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={`Contents of ${name}`}
        className="max-h-[60svh] overflow-auto rounded-md border bg-muted p-3 text-sm whitespace-pre-wrap"
      >
        {text ?? ''}
      </pre>
    );
  }
  if (!url) return null;
  if (kind === 'image') {
    return (
      <img
        src={url}
        alt={name}
        className="mx-auto max-h-[60svh] w-auto max-w-full rounded-md border object-contain"
      />
    );
  }
  if (kind === 'pdf') {
    return (
      <iframe
        src={url}
        title={`Preview of ${name}`}
        className="h-[60svh] w-full rounded-md border bg-white"
      />
    );
  }
  return (
    <p className="text-sm text-muted-foreground">
      This file cannot be shown here. Download it instead.
    </p>
  );
}
