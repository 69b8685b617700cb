/**
 * Browsers' PDF viewers title a document with its /Title, else with the last part of its URL: for
 * the object URL the preview shows, that is a blob id. Writing the file's name into the copy being
 * previewed (never the stored file nor a download) makes the viewer show the name instead.
 */

/** Above this size the preview keeps the bytes as they are rather than rewrite them in the page. */
export const pdfTitleMaxBytes = 30 * 1024 * 1024;

/** A copy of a PDF whose document title is `title`; the PDF unchanged when it cannot be rewritten
 * (encrypted, damaged, too large). pdf-lib loads only when a PDF is previewed. */
export async function withPdfTitle(pdf: Blob, title: string): Promise<Blob> {
  if (pdf.size > pdfTitleMaxBytes) return pdf;
  try {
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(await pdf.arrayBuffer(), { updateMetadata: false });
    doc.setTitle(title, { showInWindowTitleBar: true });
    // Without object streams the document information stays plain (and older readers follow).
    const bytes = await doc.save({ useObjectStreams: false });
    return new Blob([bytes.slice().buffer], { type: 'application/pdf' });
  } catch {
    return pdf;
  }
}
