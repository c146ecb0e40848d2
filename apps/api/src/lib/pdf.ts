import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { textDirection, type Language } from '@skillswap/contracts/i18n';
import { hasRightToLeft, visualOrder, type TextDirection } from './bidi.ts';

// What every PDF SkillSwap draws on the server shares (ADRs 174, 177, 192): A4 pages, DejaVu Sans (bundled through
// npm, no system font; it carries Latin, Greek, Cyrillic and Arabic letters, so names print as written), the
// document's info, headings and tables of label and figures, written in the reader's language: in Arabic the text
// is aligned right and the columns run from the right.
//
// PDFKit lays out a line as one run: fontkit joins Arabic letters (its Arabic shaper) and, when the line's first
// letter is Arabic, reverses the whole run, numbers and Latin names included; it never reorders mixed text. So a
// line holding right-to-left letters, or any line of a right-to-left document, is broken into lines here, put in
// the order it is seen (bidi.ts), and handed over reversed with the Arabic script named, which fontkit reverses
// back while joining the letters.

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export type PdfDocument = InstanceType<typeof PDFDocument>;

const directions = new WeakMap<PdfDocument, TextDirection>();

/** The direction the document's language is written in. */
export const pdfDirection = (doc: PdfDocument): TextDirection => directions.get(doc) ?? 'ltr';

/** A new A4 document in DejaVu Sans for a reader of `language`, its title, language and date in the file's info. */
export function newPdfDocument(title: string, at: Date, language: Language = 'en'): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: language,
    info: { Title: title, Author: 'SkillSwap', Creator: 'SkillSwap', CreationDate: at },
  });
  directions.set(doc, textDirection(language));
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular');
  return doc;
}

/** From here on the document is written for a reader of `language` (a batch of statements in their members'). */
export function setPdfLanguage(doc: PdfDocument, language: Language): PdfDocument {
  directions.set(doc, textDirection(language));
  return doc;
}

/** fontkit reads a string in place of the features as the script to lay the run out in (and its direction). */
const arabicScript = 'arab' as unknown as PDFKit.Mixins.OpenTypeFeatures[];

const reversed = (text: string) => Array.from(text).reverse().join('');

/**
 * The text ready for PDFKit in a column `width` wide: unchanged when it needs no reordering, else broken into
 * lines that fit (a word longer than the line stays whole), each in visual order and reversed for fontkit.
 */
function prepared(
  doc: PdfDocument,
  text: string,
  width: number,
): { text: string; features?: typeof arabicScript } {
  const direction = pdfDirection(doc);
  if (direction === 'ltr' && !hasRightToLeft(text)) return { text };
  const drawn = (line: string) => reversed(visualOrder(line, direction));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const longer = line === '' ? word : `${line} ${word}`;
      if (line !== '' && doc.widthOfString(drawn(longer), { features: arabicScript }) > width - 1) {
        lines.push(line);
        line = word;
      } else line = longer;
    }
    lines.push(line);
  }
  return { text: lines.map(drawn).join('\n'), features: arabicScript };
}

/** Which side `start` and `end` are on in the document's direction. */
function sideOf(doc: PdfDocument, align: PdfAlign): 'left' | 'right' | 'center' {
  if (align === 'center') return 'center';
  return (align === 'start') === (pdfDirection(doc) === 'ltr') ? 'left' : 'right';
}

export type PdfAlign = 'start' | 'end' | 'center';

/**
 * Text in the reader's direction: from the left margin (or `x`) across the line (or `width`), on the reading side
 * (`start`) unless told, in the order a reader of mixed-direction text sees it.
 */
export function pdfText(
  doc: PdfDocument,
  text: string,
  options: { x?: number; y?: number; width?: number; align?: PdfAlign } = {},
): PdfDocument {
  const x = options.x ?? doc.page.margins.left;
  const width = options.width ?? doc.page.width - doc.page.margins.right - x;
  const ready = prepared(doc, text, width);
  return doc.text(ready.text, x, options.y ?? doc.y, {
    width,
    align: sideOf(doc, options.align ?? 'start'),
    ...(ready.features ? { features: ready.features } : {}),
  });
}

/** How tall `text` is in a column `width` wide, in the current font, as pdfText draws it. */
export function pdfHeightOf(doc: PdfDocument, text: string, width: number): number {
  const ready = prepared(doc, text, width);
  return doc.heightOfString(ready.text, { width, ...(ready.features ? { features: ready.features } : {}) });
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
  doc.moveDown(0.8).font('bold').fontSize(size.heading);
  pdfText(doc, text).font('regular').fontSize(size.body).moveDown(0.3);
}

export interface PdfTableOptions {
  /** Each column's share of the line's width; by default the first takes 46 % and the others share the rest. */
  widths?: number[];
  /** Each column's alignment; by default the first is on the reading side and the others (figures) at the end. */
  align?: Array<'start' | 'end'>;
}

/**
 * Rows in fixed columns, in the document's current font size; long cells wrap inside their column, and a row that
 * would not fit starts a new page (with the header again when `repeatHeader`). In a right-to-left document the
 * first column is on the right.
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
  const before = (index: number) => shares.slice(0, index).reduce((a, b) => a + b, 0) * width;
  const starts = shares.map((share, index) =>
    pdfDirection(doc) === 'ltr' ? left + before(index) : left + width - before(index) - share * width,
  );
  const align = (index: number) => options.align?.[index] ?? (index === 0 ? 'start' : 'end');
  const lineGap = doc.currentLineHeight(true);
  const draw = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular');
    const height = Math.max(
      ...cells.map((cell, index) => pdfHeightOf(doc, cell, shares[index]! * width - 8)),
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
      // The 8-point gap between columns is on the column's far side from where the reading starts.
      const x = starts[index]! + (pdfDirection(doc) === 'ltr' ? 0 : 8);
      pdfText(doc, cell, { x, y: top, width: shares[index]! * width - 8, align: align(index) });
      bottom = Math.max(bottom, doc.y);
    });
    doc.font('regular');
    doc.x = left;
    doc.y = bottom + 3;
  };
  draw(header, true);
  for (const row of rows) draw(row, false);
}
