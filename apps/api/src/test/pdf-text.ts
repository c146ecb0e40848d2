/**
 * The text of each page of a PDF, as Mozilla's PDF.js reads it: an independent parser of what the server drew
 * (impact reports, certificates, paper statements). Runs of spaces are one space.
 */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await document.destroy();
  return pages;
}

/** Every page's text in one string. */
export async function pdfText(bytes: Buffer): Promise<string> {
  return (await pdfPages(bytes)).join(' ').replace(/\s+/g, ' ');
}
