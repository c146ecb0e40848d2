import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// What every PDF SkillSwap draws on the server shares (ADRs 174, 177): A4 pages, DejaVu Sans (bundled through npm,
// no system font; it carries Latin, Greek, Cyrillic and Arabic letters, so names print as written), the document's
// info, headings and tables of label and figures.

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** A new A4 document in DejaVu Sans, its title and date in the file's info. */
export function newPdfDocument(title: string, at: Date): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: title, Author: 'SkillSwap', Creator: 'SkillSwap', CreationDate: at },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular');
  return doc;
}

/** Ends the document and gives its bytes. */
export function finishPdf(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A section heading, `size` points (13 unless told), the text after it back at `body` points. */
export function pdfHeading(doc: PdfDocument, text: string, size = { heading: 13, body: 10 }) {
  doc
    .moveDown(0.8)
    .font('bold')
    .fontSize(size.heading)
    .text(text)
    .font('regular')
    .fontSize(size.body)
    .moveDown(0.3);
}

export interface PdfTableOptions {
  /** Each column's share of the line's width; by default the first takes 46 % and the others share the rest. */
  widths?: number[];
  /** Each column's alignment; by default the first is left-aligned and the others (figures) right-aligned. */
  align?: Array<'left' | 'right'>;
}

/**
 * Rows in fixed columns, in the document's current font size; long cells wrap inside their column, and a row that
 * would not fit starts a new page (with the header again when `repeatHeader`).
 */
export function pdfTable(
  doc: PdfDocument,
  header: string[],
  rows: string[][],
  options: PdfTableOptions & { repeatHeader?: boolean } = {},
) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const shares =
    options.widths ?? header.map((_, index) => (index === 0 ? 0.46 : 0.54 / Math.max(header.length - 1, 1)));
  const starts = shares.map((_, index) => left + shares.slice(0, index).reduce((a, b) => a + b, 0) * width);
  const align = (index: number) => options.align?.[index] ?? (index === 0 ? 'left' : 'right');
  const lineGap = doc.currentLineHeight(true);
  const draw = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular');
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: shares[index]! * width - 8 })),
    );
    const room = doc.page.height - doc.page.margins.bottom - doc.y;
    if (height > room || room < lineGap * 2) {
      doc.addPage();
      if (options.repeatHeader && !bold) draw(header, true);
      doc.font(bold ? 'bold' : 'regular');
    }
    const top = doc.y;
    let bottom = top;
    cells.forEach((cell, index) => {
      doc.text(cell, starts[index], top, { width: shares[index]! * width - 8, align: align(index) });
      bottom = Math.max(bottom, doc.y);
    });
    doc.font('regular');
    doc.x = left;
    doc.y = bottom + 3;
  };
  draw(header, true);
  for (const row of rows) draw(row, false);
}
