import { describe, expect, it } from 'vitest';
import { finishPdf, newPdfDocument, pdfHeightOf, pdfText } from './pdf.ts';

// Where and in what order the right-to-left PDFs put their words, as Mozilla's PDF.js reads them back.
async function drawnItems(bytes: Buffer) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  const items = content.items.flatMap((item) =>
    'str' in item && item.str.trim() !== ''
      ? [{ text: item.str, x: item.transform[4] as number, width: item.width }]
      : [],
  );
  await document.destroy();
  return items;
}

describe('text in a right-to-left PDF', () => {
  it('keeps a Latin phrase wrapped in a narrow Arabic column in reading order, line by line', async () => {
    const doc = newPdfDocument('Statement', new Date('2026-11-30T10:00:00Z'), 'ar').fontSize(11);
    const top = doc.y;
    const height = pdfHeightOf(doc, 'Swap: Guitar lessons (1.5 h)', 145);
    pdfText(doc, 'Swap: Guitar lessons (1.5 h)', { x: 300, y: top, width: 145 });
    // Two lines, and the text after it starts below them, as the table that measured it expects.
    expect(height).toBeCloseTo(2 * doc.currentLineHeight(true));
    expect(doc.y - top).toBeCloseTo(height);
    const items = await drawnItems(await finishPdf(doc));
    expect(items.map((item) => item.text).join(' ')).toMatch(/^Swap: Guitar lessons \(1\.5 /);
    // Each line ends at the column's right edge: the reading side.
    for (const item of items) expect(item.x + item.width).toBeCloseTo(300 + 145, 0);
  });

  it('cuts a 3,000-character word into lines that stay inside their column', async () => {
    const doc = newPdfDocument('Directory', new Date('2026-11-30T10:00:00Z'), 'ar').fontSize(12);
    const word = 'ب'.repeat(1500) + 'x'.repeat(1500);
    pdfText(doc, `يقدّم: ${word}`, { x: 100, width: 200 });
    const items = await drawnItems(await finishPdf(doc));
    expect(items.length).toBeGreaterThan(20);
    for (const item of items) {
      expect(item.x).toBeGreaterThanOrEqual(99.5);
      expect(item.x + item.width).toBeLessThanOrEqual(300.5);
    }
    // Shaping and reading back a page of 60 lines took 5-10 s on a loaded 2-core machine.
  }, 30_000);
});
