import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** A pgstore.invoices row as the invoice endpoint reads it (amounts in paise). */
export type InvoiceRow = {
  invoice_number: string;
  issued_at: string;
  order_id: string;
  seller_name: string;
  seller_address: string;
  seller_gstin: string;
  seller_state_code: string;
  buyer_name: string;
  buyer_address: string;
  buyer_state_code: string | null;
  supply: 'intra-state' | 'inter-state';
  lines: {
    title: string;
    hsn_sac: string;
    quantity: number;
    gst_rate: number;
    gross_paise: number;
    discount_paise: number;
    taxable_paise: number;
    cgst_paise: number;
    sgst_paise: number;
    igst_paise: number;
  }[];
  taxable_paise: string | number;
  cgst_paise: string | number;
  sgst_paise: string | number;
  igst_paise: string | number;
  checkout_tax_paise: string | number;
  total_paise: string | number;
};

/** Paise → "INR 1,234.50" (the standard PDF fonts have no rupee sign). */
export function inr(paise: string | number): string {
  const n = Number(paise);
  const rupees = new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(n / 100);
  return `INR ${rupees}`;
}

/** Only what WinAnsi (the standard fonts' encoding) can draw. */
const printable = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** A GST tax invoice as a one-page (or longer) A4 PDF. */
export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tax invoice ${invoice.invoice_number}`);
  pdf.setAuthor(invoice.seller_name);
  pdf.setCreationDate(new Date(invoice.issued_at));
  pdf.setModificationDate(new Date(invoice.issued_at));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 800;
  const text = (s: string, x: number, size = 9, f: PDFFont = font) =>
    page.drawText(printable(s), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
  const right = (s: string, xRight: number, size = 9, f: PDFFont = font) =>
    text(s, xRight - f.widthOfTextAtSize(printable(s), size), size, f);
  const line = () => {
    page.drawLine({ start: { x: 40, y: y + 10 }, end: { x: 555, y: y + 10 }, thickness: 0.5 });
  };
  const down = (by = 14) => {
    y -= by;
    if (y < 60) {
      page = pdf.addPage([595.28, 841.89]);
      y = 800;
    }
  };

  text('TAX INVOICE', 40, 16, bold);
  right(`Invoice no. ${invoice.invoice_number}`, 555, 10, bold);
  down(18);
  right(
    `Date ${new Date(invoice.issued_at).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' })}`,
    555,
  );
  down(20);
  text(invoice.seller_name, 40, 10, bold);
  down();
  text(invoice.seller_address, 40);
  down();
  text(`GSTIN ${invoice.seller_gstin}   State code ${invoice.seller_state_code}`, 40);
  down(22);
  text('Bill to', 40, 9, bold);
  down();
  text(invoice.buyer_name, 40);
  down();
  text(invoice.buyer_address, 40);
  down();
  text(
    `State code ${invoice.buyer_state_code ?? '-'}   Supply: ${invoice.supply}   Order ${invoice.order_id}`,
    40,
  );
  down(24);

  const intra = invoice.supply === 'intra-state';
  text('Item', 40, 8, bold);
  text('HSN/SAC', 220, 8, bold);
  right('Qty', 290, 8, bold);
  right('Taxable value', 370, 8, bold);
  right('GST %', 405, 8, bold);
  if (intra) {
    right('CGST', 455, 8, bold);
    right('SGST', 505, 8, bold);
  } else {
    right('IGST', 505, 8, bold);
  }
  right('Amount', 555, 8, bold);
  down();
  line();
  for (const l of invoice.lines) {
    const title = l.title.length > 38 ? `${l.title.slice(0, 37)}...` : l.title;
    text(title, 40, 8);
    text(l.hsn_sac, 220, 8);
    right(String(l.quantity), 290, 8);
    right(inr(l.taxable_paise), 370, 8);
    right(String(l.gst_rate), 405, 8);
    if (intra) {
      right(inr(l.cgst_paise).replace('INR ', ''), 455, 8);
      right(inr(l.sgst_paise).replace('INR ', ''), 505, 8);
    } else {
      right(inr(l.igst_paise).replace('INR ', ''), 505, 8);
    }
    right(inr(l.gross_paise - l.discount_paise), 555, 8);
    down(13);
    if (l.discount_paise > 0) {
      text(`  list price ${inr(l.gross_paise)}, coupon discount ${inr(l.discount_paise)}`, 40, 7);
      down(12);
    }
  }
  line();
  down(4);
  const total = (label: string, value: string, f: PDFFont = font) => {
    right(label, 455, 9, f);
    right(value, 555, 9, f);
    down();
  };
  total('Taxable value', inr(invoice.taxable_paise));
  if (intra) {
    total('CGST', inr(invoice.cgst_paise));
    total('SGST', inr(invoice.sgst_paise));
  } else {
    total('IGST', inr(invoice.igst_paise));
  }
  total('Checkout tax (fixed)', inr(invoice.checkout_tax_paise));
  total('Total', inr(invoice.total_paise), bold);
  down(16);
  text('Prices include GST. This is a computer-generated invoice and needs no signature.', 40, 7);
  return pdf.save({ useObjectStreams: false });
}
