import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { withPdfTitle } from './pdf-title';

// jsdom's Blob has no arrayBuffer() (every browser's has): read it the older way in tests.
beforeAll(() => {
  if (typeof Blob.prototype.arrayBuffer === 'function') return;
  Blob.prototype.arrayBuffer = function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsArrayBuffer(this);
    });
  };
});

async function onePagePdf(title?: string): Promise<Blob> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 144]);
  if (title) doc.setTitle(title);
  return new Blob([(await doc.save()).slice().buffer], { type: 'application/pdf' });
}

async function titleOf(pdf: Blob): Promise<string | undefined> {
  return (await PDFDocument.load(await pdf.arrayBuffer())).getTitle();
}

describe('withPdfTitle: the previewed PDF carries the file name as its title', () => {
  it('writes the name into a PDF without a title', async () => {
    const pdf = await onePagePdf();
    expect(await titleOf(pdf)).toBeUndefined();
    const titled = await withPdfTitle(pdf, 'Blood report – März 2026.pdf');
    expect(titled.type).toBe('application/pdf');
    expect(await titleOf(titled)).toBe('Blood report – März 2026.pdf');
  });

  it("replaces the document's own title (the name is what the member chose)", async () => {
    const titled = await withPdfTitle(await onePagePdf('Microsoft Word - doc1'), 'x-ray.pdf');
    expect(await titleOf(titled)).toBe('x-ray.pdf');
  });

  it('returns bytes it cannot read unchanged', async () => {
    const broken = new Blob(['%PDF-1.4 not really'], { type: 'application/pdf' });
    expect(await withPdfTitle(broken, 'broken.pdf')).toBe(broken);
  });
});
