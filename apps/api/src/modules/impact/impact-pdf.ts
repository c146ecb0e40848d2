import type { ImpactReport } from '@skillswap/contracts/impact';
import {
  finishPdf as finish,
  newPdfDocument as newDocument,
  pdfHeading,
  pdfTable as table,
} from '../../lib/pdf.ts';

// PDFs a funder or a volunteer's record can take away (issue 39, items 4 and 5), drawn on the server with PDFKit
// through lib/pdf.ts (A4, DejaVu Sans, so a community's name or a coordinator's method prints as written). The
// words are English for now.

const lineLabels: Record<ImpactReport['ledger']['lines'][number]['line'], string> = {
  swap_settlement: 'Swap settlements',
  workshop_attended: 'Workshop seats attended',
  recorded_exchange: 'Recorded exchanges',
  workshop_no_show: 'Workshop no-show charges',
  workshop_refund: 'Workshop refunds',
  recorded_exchange_reversal: 'Recorded exchanges reversed',
  community_levy: 'Levies to the community fund',
  starter_grant: 'Starter grants',
  community_donation: 'Donations to the fund',
  community_grant: 'Grants from the fund',
  federation_transfer: 'Hours sent to or received from other exchanges',
  deletion_write_off: 'Write-offs of deleted accounts',
};
const sourceLabels = { swap: 'Swaps', workshop: 'Workshops', recorded: 'Recorded exchanges' } as const;

const hours = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 2 })} h`;
const count = (value: number) => value.toLocaleString('en-GB');

/** The report as a PDF: the figures, where they come from, and every ledger line adding up to the ledger. */
export function impactReportPdf(report: ImpactReport): Promise<Buffer> {
  const title =
    report.scope.kind === 'community'
      ? `Impact report: ${report.scope.name}${report.scope.area ? ` (${report.scope.area.name})` : ''}`
      : 'Impact report: SkillSwap';
  const doc = newDocument(title, new Date(report.generatedAt));
  doc.font('bold').fontSize(18).text(title).font('regular').fontSize(10);
  doc.text(`Period: ${report.period.from} to ${report.period.to} (UTC). Generated ${report.generatedAt}.`);
  if (report.empty) doc.moveDown().text('Nothing was exchanged and no SkillCoin moved in this period.');

  pdfHeading(doc, 'Hours exchanged');
  const { exchanges, members } = report;
  table(
    doc,
    ['', 'Exchanges', 'Hours'],
    [
      ['Hours exchanged between members', count(exchanges.exchanges), hours(exchanges.hours)],
      ...exchanges.bySource.map((source) => [
        `  ${sourceLabels[source.source]}`,
        count(source.exchanges),
        hours(source.hours),
      ]),
      ...(exchanges.withOutsiders
        ? [
            [
              'Of which with people outside the community',
              count(exchanges.withOutsiders.exchanges),
              hours(exchanges.withOutsiders.hours),
            ],
          ]
        : []),
      ['Undone since (not counted)', count(exchanges.undone.exchanges), hours(exchanges.undone.hours)],
    ],
  );
  if (report.socialValue) {
    const value = report.socialValue;
    pdfHeading(doc, 'Social value');
    doc.text(
      `${value.value.toLocaleString('en-GB', { maximumFractionDigits: 2 })} ${value.currency}: ` +
        `${hours(exchanges.hours)} at ${value.valuePerHour} ${value.currency} an hour.`,
    );
    doc.text(`Method: ${value.method}`);
    if (value.source) doc.text(`Source: ${value.source}`);
  }

  pdfHeading(doc, 'Members');
  table(
    doc,
    ['', 'Members'],
    [
      ['At the end of the period', count(members.atEnd)],
      ['Active (took part in an exchange)', count(members.active)],
      ['Joined in the period', count(members.joined)],
      ['Dormant (no exchange in the period)', count(members.dormant)],
      [
        'New members who exchanged within 30 days',
        `${count(members.firstExchange.exchanged)} of ${count(members.firstExchange.eligible)}`,
      ],
      ['Median hours per active member', hours(members.medianHoursPerActive)],
      [
        'Pairs of partners (of which exchanged again)',
        `${count(members.partners.pairs)} (${count(members.partners.repeatPairs)})`,
      ],
    ],
  );

  pdfHeading(doc, 'Hours by category');
  table(
    doc,
    ['Category', 'Hours'],
    exchanges.byCategory.map((category) => [category.category, hours(category.hours)]),
  );
  pdfHeading(doc, 'Hours by month');
  table(
    doc,
    ['Month', 'Exchanges', 'Hours'],
    exchanges.byMonth.map((month) => [month.month, count(month.exchanges), hours(month.hours)]),
  );

  pdfHeading(doc, 'Every SkillCoin movement of the period');
  doc.text(
    'Only the exchange lines count as hours exchanged; the others are shown so the report adds up to the ledger.',
  );
  doc.moveDown(0.3);
  table(
    doc,
    ['Ledger line', 'Transfers', 'Credited', 'Debited'],
    [
      ...report.ledger.lines.map((line) => [
        `${lineLabels[line.line]}${line.countsAsExchange ? ' (exchange)' : ''}`,
        count(line.transfers),
        hours(line.credited),
        hours(line.debited),
      ]),
      ['Total', '', hours(report.ledger.credited), hours(report.ledger.debited)],
    ],
  );

  pdfHeading(doc, 'Method');
  doc.text(
    'Hours exchanged count completed swaps (the hours each member taught), workshop seats attended and exchanges ' +
      'recorded by coordinators, on the day their SkillCoin moved. Starter grants, donations, grants, levies, ' +
      'no-show charges, refunds, reversals and write-offs are not exchanges. Breakdowns hide any figure under 5 ' +
      'members. 1 hour = 1 SkillCoin.',
  );
  return finish(doc);
}

/** A member's certificate of the hours they gave and received in a period (volunteering records). */
export function hoursCertificatePdf(certificate: {
  memberName: string;
  period: { from: string; to: string };
  given: { exchanges: number; hours: number };
  received: { exchanges: number; hours: number };
  generatedAt: string;
}): Promise<Buffer> {
  const doc = newDocument(
    `Certificate of hours: ${certificate.memberName}`,
    new Date(certificate.generatedAt),
  );
  doc.font('bold').fontSize(20).text('Certificate of hours', { align: 'center' }).moveDown();
  doc.font('regular').fontSize(12).text('SkillSwap certifies that', { align: 'center' }).moveDown(0.5);
  doc.font('bold').fontSize(16).text(certificate.memberName, { align: 'center' }).moveDown(0.5);
  doc
    .font('regular')
    .fontSize(12)
    .text(`between ${certificate.period.from} and ${certificate.period.to}`, { align: 'center' })
    .moveDown();
  table(
    doc,
    ['', 'Exchanges', 'Hours'],
    [
      ['Hours given (taught)', count(certificate.given.exchanges), hours(certificate.given.hours)],
      ['Hours received (learned)', count(certificate.received.exchanges), hours(certificate.received.hours)],
    ],
  );
  doc
    .moveDown()
    .fontSize(9)
    .text(
      'Counted from the SkillCoin ledger: completed swaps, workshop seats attended and exchanges recorded by ' +
        `community coordinators, not reversed or refunded. Generated ${certificate.generatedAt}.`,
    );
  return finish(doc);
}
