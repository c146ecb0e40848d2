import type { Language } from '@skillswap/contracts/shared/i18n';
import type { ImpactReport } from '@skillswap/contracts/impact/schemas';
import { pdfWords } from '../../lib/i18n/pdf-translator.ts';
import {
  finishPdf as finish,
  newPdfDocument as newDocument,
  pdfHeading,
  pdfTable as table,
  pdfText as write,
} from '../../lib/pdf.ts';

// PDFs a funder or a volunteer's record can take away, drawn on the server with
// PDFKit through lib/pdf.ts (A4, DejaVu Sans, so a community's name or a coordinator's method prints as
// written). Every word comes from the PDF catalogue (ADR 192): a report in the language of whoever asks for
// it, a certificate in its member's; right to left in Arabic. A coordinator's method, a category's and an
// area's names print as written.

/** The report as a PDF: the figures, where they come from, and every ledger line adding up to the ledger. */
export function impactReportPdf(report: ImpactReport, language: Language): Promise<Buffer> {
  const t = pdfWords(language);
  const { hours, number: count } = t;
  const scope = report.scope;
  const title =
    scope.kind !== 'community'
      ? t('impact.title.install')
      : scope.area
        ? t('impact.title.communityArea', { community: scope.name, area: scope.area.name })
        : t('impact.title.community', { community: scope.name });
  const doc = newDocument(title, new Date(report.generatedAt), language);
  doc.font('bold').fontSize(18);
  write(doc, title).font('regular').fontSize(10);
  write(
    doc,
    t('impact.period', {
      from: t.day(report.period.from),
      to: t.day(report.period.to),
      generated: t.day(report.generatedAt),
    }),
  );
  if (report.empty) write(doc.moveDown(), t('impact.empty'));

  pdfHeading(doc, t('impact.hoursExchanged'));
  const { exchanges, members } = report;
  table(
    doc,
    ['', t('impact.column.exchanges'), t('impact.column.hours')],
    [
      [t('impact.exchanged'), count(exchanges.exchanges), hours(exchanges.hours)],
      ...exchanges.bySource.map((source) => [
        `  ${t(`impact.source.${source.source}`)}`,
        count(source.exchanges),
        hours(source.hours),
      ]),
      ...(exchanges.withOutsiders
        ? [
            [
              t('impact.outsiders'),
              count(exchanges.withOutsiders.exchanges),
              hours(exchanges.withOutsiders.hours),
            ],
          ]
        : []),
      [t('impact.undone'), count(exchanges.undone.exchanges), hours(exchanges.undone.hours)],
    ],
  );
  if (report.socialValue) {
    const value = report.socialValue;
    pdfHeading(doc, t('impact.socialValue'));
    write(
      doc,
      t('impact.socialValueLine', {
        value: t.money(value.value, value.currency),
        hours: hours(exchanges.hours),
        perHour: t.money(value.valuePerHour, value.currency),
      }),
    );
    write(doc, t('impact.valueMethod', { method: value.method }));
    if (value.source) write(doc, t('impact.valueSource', { source: value.source }));
  }

  pdfHeading(doc, t('impact.members'));
  table(
    doc,
    ['', t('impact.column.members')],
    [
      [t('impact.members.atEnd'), count(members.atEnd)],
      [t('impact.members.active'), count(members.active)],
      [t('impact.members.joined'), count(members.joined)],
      [t('impact.members.dormant'), count(members.dormant)],
      [
        t('impact.members.firstExchange'),
        t('impact.members.firstExchangeValue', {
          exchanged: members.firstExchange.exchanged,
          eligible: members.firstExchange.eligible,
        }),
      ],
      [t('impact.members.median'), hours(members.medianHoursPerActive)],
      [
        t('impact.members.partners'),
        t('impact.members.partnersValue', {
          pairs: members.partners.pairs,
          repeat: members.partners.repeatPairs,
        }),
      ],
    ],
  );

  pdfHeading(doc, t('impact.byCategory'));
  table(
    doc,
    [t('impact.column.category'), t('impact.column.hours')],
    exchanges.byCategory.map((category) => [category.category, hours(category.hours)]),
  );
  pdfHeading(doc, t('impact.byMonth'));
  table(
    doc,
    [t('impact.column.month'), t('impact.column.exchanges'), t('impact.column.hours')],
    exchanges.byMonth.map((month) => [t.month(month.month), count(month.exchanges), hours(month.hours)]),
  );

  pdfHeading(doc, t('impact.ledger'));
  write(doc, t('impact.ledgerNote'));
  doc.moveDown(0.3);
  table(
    doc,
    ['line', 'transfers', 'credited', 'debited'].map((column) => t(`impact.column.${column}`)),
    [
      ...report.ledger.lines.map((line) => {
        const label = t(`impact.line.${line.line}`);
        return [
          line.countsAsExchange ? t('impact.ledger.exchangeLine', { line: label }) : label,
          count(line.transfers),
          hours(line.credited),
          hours(line.debited),
        ];
      }),
      [t('impact.ledger.total'), '', hours(report.ledger.credited), hours(report.ledger.debited)],
    ],
  );

  pdfHeading(doc, t('impact.method'));
  write(doc, t('impact.methodText'));
  return finish(doc);
}

/** A member's certificate of the hours they gave and received in a period (volunteering records). */
export function hoursCertificatePdf(
  certificate: {
    memberName: string;
    period: { from: string; to: string };
    given: { exchanges: number; hours: number };
    received: { exchanges: number; hours: number };
    generatedAt: string;
  },
  language: Language,
): Promise<Buffer> {
  const t = pdfWords(language);
  const { hours, number: count } = t;
  const doc = newDocument(
    t('certificate.documentTitle', { name: certificate.memberName }),
    new Date(certificate.generatedAt),
    language,
  );
  doc.font('bold').fontSize(20);
  write(doc, t('certificate.title'), { align: 'center' }).moveDown();
  doc.font('regular').fontSize(12);
  write(doc, t('certificate.certifies'), { align: 'center' }).moveDown(0.5);
  doc.font('bold').fontSize(16);
  write(doc, certificate.memberName, { align: 'center' }).moveDown(0.5);
  doc.font('regular').fontSize(12);
  write(
    doc,
    t('certificate.period', { from: t.day(certificate.period.from), to: t.day(certificate.period.to) }),
    { align: 'center' },
  ).moveDown();
  table(
    doc,
    ['', t('impact.column.exchanges'), t('impact.column.hours')],
    [
      [t('certificate.given'), count(certificate.given.exchanges), hours(certificate.given.hours)],
      [t('certificate.received'), count(certificate.received.exchanges), hours(certificate.received.hours)],
    ],
  );
  doc.moveDown().fontSize(9);
  write(doc, t('certificate.footer', { generated: t.day(certificate.generatedAt) }));
  return finish(doc);
}
