import { useId, type ReactNode } from 'react';
import type { ImpactReport } from '@skillswap/contracts/impact/schemas';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { DemographicsTables } from './demographics-tables.tsx';
import { HoursChart } from './hours-chart.tsx';
import { LedgerLinesTable, SourcesTable } from './ledger-lines-table.tsx';
import { ReportFigures } from './report-figures.tsx';
import { useReportLabels } from './use-report-labels.ts';

/** One part of a report, named by its heading. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3 rounded-lg border bg-card p-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A report's figures, charts, who took part and ledger lines: the same on the report screen and a shared
 * link.
 */
export function ReportBody({ report, isReadOnly = false }: { report: ImpactReport; isReadOnly?: boolean }) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const { exchanges } = report;
  return (
    <>
      <ReportSection title={t('impact.figures.title')}>
        {report.empty && <p className="font-medium">{t('impact.empty')}</p>}
        <ReportFigures report={report} isReadOnly={isReadOnly} />
        <SourcesTable bySource={exchanges.bySource} />
      </ReportSection>
      {!report.empty && (
        <ReportSection title={t('impact.charts.title')}>
          <div className="grid gap-4 lg:grid-cols-2">
            <HoursChart
              title={t('impact.charts.byMonth')}
              description={t('impact.charts.byMonthDescription')}
              rowHeader={t('impact.column.month')}
              rows={exchanges.byMonth.map((month) => ({
                key: month.month,
                label: labels.month(month.month, 'short'),
                longLabel: labels.month(month.month, 'long'),
                hours: month.hours,
                exchanges: month.exchanges,
              }))}
            />
            <HoursChart
              title={t('impact.charts.byCategory')}
              description={t('impact.charts.byCategoryDescription')}
              rowHeader={t('impact.column.category')}
              isSideways
              rows={exchanges.byCategory.map((category) => ({
                key: category.category,
                label: labels.category(category.category),
                longLabel: labels.category(category.category),
                hours: category.hours,
              }))}
            />
          </div>
        </ReportSection>
      )}
      <ReportSection title={t('impact.demographics.title')}>
        <DemographicsTables demographics={report.demographics} />
      </ReportSection>
      <ReportSection title={t('impact.ledger.title')}>
        <LedgerLinesTable ledger={report.ledger} />
      </ReportSection>
    </>
  );
}
