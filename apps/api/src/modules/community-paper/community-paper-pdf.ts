import type { Language } from '@skillswap/contracts/shared/i18n';
import type { TransferDetails, TransferKind } from '@skillswap/contracts/ledger/schemas';
import { pdfWords, type PdfWords } from '../../lib/i18n/pdf-translator.ts';
import {
  finishPdf,
  newPdfDocument,
  pdfHeading,
  pdfHeightOf,
  pdfTable,
  pdfText,
  setPdfLanguage,
  type PdfDocument,
} from '../../lib/pdf.ts';

// Paper (ADR 177): statements and a members' directory for people who read paper, drawn with
// PDFKit through lib/pdf.ts as the impact report is. Large type (12 points, tables 11) on A4. Every word
// comes from the PDF catalogue in the reader's language (ADR 192): a statement in its member's, a directory
// in the coordinator's who prints it; right to left in Arabic.

export interface PaperStatementLine {
  /** `YYYY-MM-DD`, UTC. */
  date: string;
  /** The member on the other side, null for a community fund, or "—". */
  counterpart: string | null;
  /** What moved, for writing it in the reader's language; null for an older transfer without them. */
  kind: TransferKind;
  details: TransferDetails | null;
  /** The line as recorded (English), printed when there are no details. */
  description: string;
  amount: number;
  balanceAfter: number;
}

export interface PaperStatement {
  memberName: string;
  /** The language the statement is printed in: its member's. */
  language: Language;
  communityName: string | null;
  /** `YYYY-MM`. */
  month: string;
  opening: number;
  closing: number;
  lines: PaperStatementLine[];
  /** What helpers did for the member this month (ADR 199), oldest first; `action` in the member's words. */
  helped: Array<{ date: string; helper: string; action: string }>;
}

export interface PaperDirectory {
  communityName: string;
  coordinators: Array<{ name: string; email: string | null }>;
  members: Array<{ name: string; city: string | null; offers: string[]; wants: string[] }>;
}

const body = { heading: 15, body: 12 };

/** A movement in the reader's words, from what the ledger recorded about it. */
export function describeMovement(
  t: PdfWords,
  line: Pick<PaperStatementLine, 'kind' | 'details' | 'description'>,
) {
  const details = line.details;
  if (!details) return line.description;
  const community = details.communityName ?? t('transfer.someCommunity');
  const title = details.workshopTitle ?? '';
  switch (line.kind) {
    case 'swap_settlement':
      return t('transfer.swap_settlement', {
        offered: details.offeredSkill ?? '',
        requested: details.requestedSkill ?? '',
      });
    case 'workshop_settlement':
      return t(
        details.workshopOutcome === 'no_show' ? 'transfer.workshop_no_show' : 'transfer.workshop_attended',
        {
          title,
        },
      );
    case 'workshop_refund':
      return t('transfer.workshop_refund', { title });
    case 'community_grant':
      return details.note
        ? t('transfer.community_grant_note', { community, note: details.note })
        : t('transfer.community_grant', { community });
    case 'recorded_exchange':
      return t('transfer.recorded_exchange', {
        category: details.category ?? t('transfer.exchange'),
        community,
        coordinator: details.recordedBy ?? t('transfer.someCoordinator'),
      });
    case 'federation_transfer':
      return t('transfer.federation_transfer', {
        note: details.note ?? t('transfer.hours'),
        partner: details.partnerName ?? t('transfer.someMember'),
        node: details.partnerNode ?? t('transfer.anotherNode'),
      });
    case 'starter_grant':
    case 'deletion_write_off':
      return t(`transfer.${line.kind}`);
    case 'community_donation':
    case 'community_levy':
    case 'recorded_exchange_reversal':
      return t(`transfer.${line.kind}`, { community });
  }
}

/** One statement from where the document stands (a new page is the caller's choice). */
function drawStatement(doc: PdfDocument, statement: PaperStatement, generatedAt: Date) {
  const t = pdfWords(statement.language);
  const month = t.month(statement.month);
  doc.font('bold').fontSize(22);
  pdfText(doc, t('statement.title'));
  doc.fontSize(17);
  pdfText(doc, statement.memberName).moveDown(0.2);
  doc.font('regular').fontSize(body.body);
  pdfText(doc, t('statement.month', { month }));
  if (statement.communityName) pdfText(doc, t('statement.community', { community: statement.communityName }));
  const credited = statement.lines.filter((line) => line.amount > 0).reduce((sum, l) => sum + l.amount, 0);
  const debited = statement.lines.filter((line) => line.amount < 0).reduce((sum, l) => sum - l.amount, 0);

  pdfHeading(doc, t('statement.summary'), body);
  pdfTable(
    doc,
    ['', 'SkillCoin'],
    [
      [t('statement.opening', { date: t.day(`${statement.month}-01`) }), t.skillCoin(statement.opening)],
      [t('statement.received'), t.skillCoin(credited)],
      [t('statement.paid'), t.skillCoin(debited)],
      [t('statement.closing', { month }), t.skillCoin(statement.closing)],
    ],
    { widths: [0.7, 0.3] },
  );

  pdfHeading(doc, t('statement.movements'), body);
  if (statement.lines.length === 0) {
    pdfText(doc, t('statement.none'));
  } else {
    doc.fontSize(11);
    pdfTable(
      doc,
      ['date', 'with', 'what', 'in', 'out', 'balance'].map((column) => t(`statement.column.${column}`)),
      statement.lines.map((line) => [
        t.shortDay(line.date),
        line.counterpart ?? t('statement.fund'),
        describeMovement(t, line),
        line.amount > 0 ? t.skillCoin(line.amount) : '',
        line.amount < 0 ? t.skillCoin(-line.amount) : '',
        t.skillCoin(line.balanceAfter),
      ]),
      {
        widths: [0.15, 0.19, 0.31, 0.11, 0.11, 0.13],
        align: ['start', 'start', 'start', 'end', 'end', 'end'],
        repeatHeader: true,
      },
    );
    doc.fontSize(body.body);
  }
  if (statement.helped.length > 0) {
    pdfHeading(doc, t('statement.helpers'), body);
    doc.fontSize(11);
    pdfTable(
      doc,
      ['date', 'helper', 'what'].map((column) => t(`statement.column.${column}`)),
      statement.helped.map((line) => [t.shortDay(line.date), line.helper, line.action]),
      { widths: [0.15, 0.3, 0.55], repeatHeader: true },
    );
    doc.fontSize(body.body);
  }
  doc.moveDown().fontSize(10);
  pdfText(doc, t('statement.footer', { date: t.day(generatedAt) }));
}

/** One member's statement of a month, in the member's language. */
export function statementPdf(statement: PaperStatement, generatedAt: Date): Promise<Buffer> {
  const t = pdfWords(statement.language);
  const doc = newPdfDocument(
    t('statement.documentTitle', { name: statement.memberName, month: t.month(statement.month) }),
    generatedAt,
    statement.language,
  );
  drawStatement(doc, statement, generatedAt);
  return finishPdf(doc);
}

/**
 * The month's statements of every member who reads paper, each starting on a new page in its member's
 * language; the file's title, and the page said when nobody reads paper, in the language of the
 * coordinator printing it.
 */
export function statementBatchPdf(
  batch: { communityName: string; month: string; statements: PaperStatement[]; language: Language },
  generatedAt: Date,
): Promise<Buffer> {
  const t = pdfWords(batch.language);
  const doc = newPdfDocument(
    t('batch.documentTitle', { community: batch.communityName, month: t.month(batch.month) }),
    generatedAt,
    batch.language,
  );
  if (batch.statements.length === 0) {
    doc.font('bold').fontSize(20);
    pdfText(doc, t('batch.title')).font('regular').fontSize(body.body);
    pdfText(doc, t('batch.empty', { community: batch.communityName }));
  }
  batch.statements.forEach((statement, index) => {
    if (index > 0) doc.addPage();
    drawStatement(setPdfLanguage(doc, statement.language), statement, generatedAt);
  });
  return finishPdf(doc);
}

/** The community's members' directory, in the language of the coordinator printing it. */
export function directoryPdf(
  directory: PaperDirectory,
  generatedAt: Date,
  language: Language,
): Promise<Buffer> {
  const t = pdfWords(language);
  const title = t('directory.title', { community: directory.communityName });
  const doc = newPdfDocument(title, generatedAt, language);
  doc.font('bold').fontSize(22);
  pdfText(doc, title).font('regular').fontSize(body.body);
  pdfText(doc, t('printedOn', { date: t.day(generatedAt) }));

  pdfHeading(doc, t('directory.reach'), body);
  pdfText(doc, t('directory.reachText'));
  doc.moveDown(0.3);
  for (const coordinator of directory.coordinators) {
    const name = coordinator.email
      ? t('directory.coordinatorEmail', { name: coordinator.name, email: coordinator.email })
      : coordinator.name;
    pdfText(doc, `• ${name}`);
  }

  pdfHeading(doc, t('directory.members', { count: directory.members.length }), body);
  if (directory.members.length === 0) pdfText(doc, t('directory.none'));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const member of directory.members) {
    const lines = [
      t('directory.offers', { skills: member.offers.length > 0 ? t.list(member.offers) : '—' }),
      t('directory.wants', { skills: member.wants.length > 0 ? t.list(member.wants) : '—' }),
    ];
    const heading = member.city
      ? t('directory.nameCity', { name: member.name, city: member.city })
      : member.name;
    doc.font('bold');
    let height = pdfHeightOf(doc, heading, width) + 6;
    doc.font('regular');
    for (const line of lines) height += pdfHeightOf(doc, line, width);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.font('bold');
    pdfText(doc, heading, { x: left, width }).font('regular');
    for (const line of lines) pdfText(doc, line, { x: left, width });
    doc.moveDown(0.6);
  }
  return finishPdf(doc);
}
