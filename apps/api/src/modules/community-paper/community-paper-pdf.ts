import { formatSkillCoin } from '@skillswap/contracts/ledger';
import { finishPdf, newPdfDocument, pdfHeading, pdfTable, type PdfDocument } from '../../lib/pdf.ts';

// Paper (issue 38 item 5, ADR 177): statements and a members' directory for people who read paper, drawn with
// PDFKit through lib/pdf.ts as the impact report is. Large type (12 points, tables 11) on A4. The words are
// English, as the impact PDF's are for now.

export interface PaperStatementLine {
  /** `YYYY-MM-DD`, UTC. */
  date: string;
  /** The member on the other side, "Community fund", or "—". */
  counterpart: string;
  what: string;
  amount: number;
  balanceAfter: number;
}

export interface PaperStatement {
  memberName: string;
  communityName: string | null;
  /** `YYYY-MM`. */
  month: string;
  opening: number;
  closing: number;
  lines: PaperStatementLine[];
}

export interface PaperDirectory {
  communityName: string;
  coordinators: Array<{ name: string; email: string | null }>;
  members: Array<{ name: string; city: string | null; offers: string[]; wants: string[] }>;
}

const body = { heading: 15, body: 12 };
const sc = (amount: number) => formatSkillCoin(amount);

/** "March 2026" for `2026-03`. */
export function monthName(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** One statement from where the document stands (a new page is the caller's choice). */
function drawStatement(doc: PdfDocument, statement: PaperStatement, generatedAt: Date) {
  doc.font('bold').fontSize(22).text('SkillCoin statement');
  doc.fontSize(17).text(statement.memberName).moveDown(0.2);
  doc.font('regular').fontSize(body.body);
  doc.text(`Month: ${monthName(statement.month)}`);
  if (statement.communityName) doc.text(`Community: ${statement.communityName}`);
  const credited = statement.lines.filter((line) => line.amount > 0).reduce((sum, l) => sum + l.amount, 0);
  const debited = statement.lines.filter((line) => line.amount < 0).reduce((sum, l) => sum - l.amount, 0);

  pdfHeading(doc, 'Summary', body);
  pdfTable(
    doc,
    ['', 'SkillCoin'],
    [
      [`Balance on 1 ${monthName(statement.month)}`, sc(statement.opening)],
      ['Received this month', sc(credited)],
      ['Paid this month', sc(debited)],
      [`Balance at the end of ${monthName(statement.month)}`, sc(statement.closing)],
    ],
    { widths: [0.7, 0.3] },
  );

  pdfHeading(doc, 'Every movement of the month', body);
  if (statement.lines.length === 0) {
    doc.text('No SkillCoin moved this month.');
  } else {
    doc.fontSize(11);
    pdfTable(
      doc,
      ['Date', 'With', 'What it was', 'In', 'Out', 'Balance'],
      statement.lines.map((line) => [
        line.date,
        line.counterpart,
        line.what,
        line.amount > 0 ? sc(line.amount) : '',
        line.amount < 0 ? sc(-line.amount) : '',
        sc(line.balanceAfter),
      ]),
      {
        widths: [0.15, 0.19, 0.31, 0.11, 0.11, 0.13],
        align: ['left', 'left', 'left', 'right', 'right', 'right'],
        repeatHeader: true,
      },
    );
    doc.fontSize(body.body);
  }
  doc
    .moveDown()
    .fontSize(10)
    .text(
      `1 SkillCoin (SC) is 1 hour. Dates are in UTC. Printed ${generatedAt.toISOString().slice(0, 10)} by SkillSwap.`,
    );
}

/** One member's statement of a month. */
export function statementPdf(statement: PaperStatement, generatedAt: Date): Promise<Buffer> {
  const doc = newPdfDocument(
    `SkillCoin statement: ${statement.memberName}, ${monthName(statement.month)}`,
    generatedAt,
  );
  drawStatement(doc, statement, generatedAt);
  return finishPdf(doc);
}

/** The month's statements of every member who reads paper, each starting on a new page. */
export function statementBatchPdf(
  batch: { communityName: string; month: string; statements: PaperStatement[] },
  generatedAt: Date,
): Promise<Buffer> {
  const doc = newPdfDocument(
    `SkillCoin statements: ${batch.communityName}, ${monthName(batch.month)}`,
    generatedAt,
  );
  if (batch.statements.length === 0) {
    doc.font('bold').fontSize(20).text('SkillCoin statements').font('regular').fontSize(body.body);
    doc.text(`No member of ${batch.communityName} is marked as reading paper.`);
  }
  batch.statements.forEach((statement, index) => {
    if (index > 0) doc.addPage();
    drawStatement(doc, statement, generatedAt);
  });
  return finishPdf(doc);
}

/** The community's members' directory: how to reach members, then each with what they offer and want. */
export function directoryPdf(directory: PaperDirectory, generatedAt: Date): Promise<Buffer> {
  const title = `Members’ directory: ${directory.communityName}`;
  const doc = newPdfDocument(title, generatedAt);
  doc.font('bold').fontSize(22).text(title).font('regular').fontSize(body.body);
  doc.text(`Printed ${generatedAt.toISOString().slice(0, 10)}.`);

  pdfHeading(doc, 'How to reach a member', body);
  doc.text(
    'Ask a coordinator of the community to put you in touch: they pass your message on, and no address is ' +
      'printed here.',
  );
  doc.moveDown(0.3);
  for (const coordinator of directory.coordinators) {
    doc.text(`• ${coordinator.name}${coordinator.email ? ` (${coordinator.email})` : ''}`);
  }

  pdfHeading(doc, `Members (${directory.members.length})`, body);
  if (directory.members.length === 0) doc.text('No member can be listed.');
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const member of directory.members) {
    const lines = [
      `Offers: ${member.offers.length > 0 ? member.offers.join(', ') : '—'}`,
      `Wants: ${member.wants.length > 0 ? member.wants.join(', ') : '—'}`,
    ];
    const heading = member.city ? `${member.name}, ${member.city}` : member.name;
    doc.font('bold');
    let height = doc.heightOfString(heading, { width }) + 6;
    doc.font('regular');
    for (const line of lines) height += doc.heightOfString(line, { width });
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.font('bold').text(heading, left, doc.y, { width }).font('regular');
    for (const line of lines) doc.text(line, { width });
    doc.moveDown(0.6);
  }
  return finishPdf(doc);
}
