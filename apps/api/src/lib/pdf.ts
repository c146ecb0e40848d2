import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { textDirection, type Language } from '@skillswap/contracts/shared/i18n';
import { hasRightToLeft, visualOrder, type TextDirection } from './bidi.ts';

// What every PDF SkillSwap draws on the server shares (ADRs 174, 177, 192): A4 pages, DejaVu Sans (bundled
// through npm, no system font; it carries Latin, Greek, Cyrillic and Arabic letters, so names print as
// written), the document's info, headings and tables of label and figures, written in the reader's language:
// in Arabic the text is aligned right and the columns run from the right.
//
// PDFKit lays out a line as one run: fontkit joins Arabic letters (its Arabic shaper) and, when the line's
// first letter is Arabic, reverses the whole run, numbers and Latin names included; it never reorders mixed
// text. So a line holding right-to-left letters, or any line of a right-to-left document, is broken into
// lines here, put in the order it is seen (bidi.ts), and handed over reversed with the Arabic script named,
// which fontkit reverses back while joining the letters.

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export type PdfDocument = InstanceType<typeof PDFDocument>;

const directions = new WeakMap<PdfDocument, TextDirection>();

/** The direction the document's language is written in. */
export const pdfDirection = (doc: PdfDocument): TextDirection => directions.get(doc) ?? 'ltr';

/**
 * A new A4 document in DejaVu Sans for a reader of `language`, its title, language and date in the file's
 * info.
 */
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

/**
 * From here on the document is written for a reader of `language` (a batch of statements in their members').
 */
export function setPdfLanguage(doc: PdfDocument, language: Language): PdfDocument {
  directions.set(doc, textDirection(language));
  return doc;
}

/**
 * fontkit reads a string in place of the features as the script to lay the run out in (and its direction).
 */
const arabicScript = 'arab' as unknown as PDFKit.Mixins.OpenTypeFeatures[];

const reversed = (text: string) => Array.from(text).reverse().join('');

/**
 * The lines of `text` in a column `width` wide that are drawn here, not by PDFKit: none when the text needs
 * no reordering. Else it is broken at spaces into lines that fit (a word wider than the column is cut where
 * it must be), each put in visual order and reversed for fontkit. They are drawn a line at a time: PDFKit's
 * own line breaker, reading the reversed text, would break them again in other places (after a bracket it
 * sees as closing).
 */
function preparedLines(doc: PdfDocument, text: string, width: number): string[] | null {
  const direction = pdfDirection(doc);
  if (direction === 'ltr' && !hasRightToLeft(text)) return null;
  const drawn = (line: string) => reversed(visualOrder(line, direction));
  const fits = (line: string) => doc.widthOfString(drawn(line), { features: arabicScript }) <= width - 1;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const longer = line === '' ? word : `${line} ${word}`;
      if (fits(longer)) {
        line = longer;
        continue;
      }
      if (line !== '') lines.push(line);
      let rest = Array.from(word);
      let taken = longestStartThatFits(rest, fits);
      while (taken < rest.length) {
        lines.push(rest.slice(0, taken).join(''));
        rest = rest.slice(taken);
        taken = longestStartThatFits(rest, fits);
      }
      line = rest.join('');
    }
    lines.push(line);
  }
  return lines.map(drawn);
}

/**
 * How many of `characters` (at least one) make the longest start that `fits`: doubling, then halving, so a
 * piece costs measures of its own length, not of the whole word's (a 3,000-character word is cut in
 * about 60 pieces).
 */
function longestStartThatFits(characters: string[], fits: (text: string) => boolean): number {
  const startOf = (length: number) => characters.slice(0, length).join('');
  let fitting = 1;
  let tooLong = characters.length + 1;
  for (let size = 2; fitting < characters.length; size *= 2) {
    const tried = Math.min(size, characters.length);
    if (!fits(startOf(tried))) {
      tooLong = tried;
      break;
    }
    fitting = tried;
  }
  while (tooLong - fitting > 1) {
    const middle = Math.floor((fitting + tooLong) / 2);
    if (fits(startOf(middle))) fitting = middle;
    else tooLong = middle;
  }
  return fitting;
}

/** Which side `start` and `end` are on in the document's direction. */
function sideOf(doc: PdfDocument, align: PdfAlign): 'left' | 'right' | 'center' {
  if (align === 'center') return 'center';
  return (align === 'start') === (pdfDirection(doc) === 'ltr') ? 'left' : 'right';
}

export type PdfAlign = 'start' | 'end' | 'center';

/**
 * Text in the reader's direction: from the left margin (or `x`) across the line (or `width`), on the reading
 * side (`start`) unless told, in the order a reader of mixed-direction text sees it.
 */
export function pdfText(
  doc: PdfDocument,
  text: string,
  options: { x?: number; y?: number; width?: number; align?: PdfAlign } = {},
): PdfDocument {
  const x = options.x ?? doc.page.margins.left;
  const width = options.width ?? doc.page.width - doc.page.margins.right - x;
  const side = sideOf(doc, options.align ?? 'start');
  const lines = preparedLines(doc, text, width);
  if (!lines) return doc.text(text, x, options.y ?? doc.y, { width, align: side });
  let y = options.y ?? doc.y;
  for (const line of lines) {
    // A line that would cross the bottom margin starts a new page, as PDFKit's own wrapping does.
    if (y + doc.currentLineHeight(true) > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const room = width - doc.widthOfString(line, { features: arabicScript });
    const lineX = side === 'left' ? x : side === 'right' ? x + room : x + room / 2;
    doc.text(line, lineX, y, { lineBreak: false, features: arabicScript });
    y += doc.currentLineHeight(true);
  }
  doc.x = x;
  doc.y = y;
  return doc;
}

/** How tall `text` is in a column `width` wide, in the current font, as pdfText draws it. */
export function pdfHeightOf(doc: PdfDocument, text: string, width: number): number {
  const lines = preparedLines(doc, text, width);
  if (!lines) return doc.heightOfString(text, { width });
  return lines.length * doc.currentLineHeight(true);
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
  /**
   * Each column's share of the line's width; by default the first takes 46 % and the others share the rest.
   */
  widths?: number[];
  /**
   * Each column's alignment; by default the first is on the reading side and the others (figures) at the end.
   */
  align?: Array<'start' | 'end'>;
}

/**
 * Rows in fixed columns, in the document's current font size; long cells wrap inside their column, and a row
 * that would not fit starts a new page (with the header again when `repeatHeader`). In a right-to-left
 * document the first column is on the right.
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
