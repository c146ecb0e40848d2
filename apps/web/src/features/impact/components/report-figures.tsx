import type { ReactNode } from 'react';
import type { ImpactReport } from '@skillswap/contracts/impact/schemas';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useReportLabels } from './use-report-labels.ts';

function Figure({ label, value, notes = [] }: { label: string; value: ReactNode; notes?: ReactNode[] }) {
  return (
    <div className="grid min-w-0 content-start gap-1 rounded-lg border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums wrap-anywhere">{value}</dd>
      {notes.map((note, index) => (
        <dd key={index} className="text-sm text-muted-foreground wrap-anywhere">
          {note}
        </dd>
      ))}
    </div>
  );
}

/**
 * The report's headline figures, each with what it counts; read only (a shared link): no hint to set a value.
 */
export function ReportFigures({
  report,
  isReadOnly = false,
}: {
  report: ImpactReport;
  isReadOnly?: boolean;
}) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const { exchanges, members, socialValue } = report;
  const tally = (value: { exchanges: number; hours: number }) =>
    t('impact.figures.tally', { count: value.exchanges, hours: labels.hours(value.hours) });
  return (
    <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3">
      <Figure
        label={t('impact.figures.hours')}
        value={labels.hours(exchanges.hours)}
        notes={[t('impact.figures.hoursNote')]}
      />
      <Figure
        label={t('impact.figures.exchanges')}
        value={labels.count(exchanges.exchanges)}
        notes={[t('impact.figures.exchangesNote')]}
      />
      <Figure
        label={t('impact.figures.socialValue')}
        value={
          socialValue
            ? labels.money(socialValue.value, socialValue.currency)
            : t('impact.figures.socialValueNone')
        }
        notes={
          socialValue
            ? [
                t('impact.figures.socialValueRate', {
                  rate: labels.money(socialValue.valuePerHour, socialValue.currency),
                  hours: labels.hours(exchanges.hours),
                }),
                t('impact.figures.method', { method: socialValue.method }),
                ...(socialValue.source ? [t('impact.figures.source', { source: socialValue.source })] : []),
              ]
            : isReadOnly
              ? []
              : [t('impact.figures.socialValueHint')]
        }
      />
      <Figure
        label={t('impact.figures.active')}
        value={labels.count(members.active)}
        notes={[t('impact.figures.activeNote', { count: members.atEnd })]}
      />
      <Figure label={t('impact.figures.atEnd')} value={labels.count(members.atEnd)} />
      <Figure label={t('impact.figures.joined')} value={labels.count(members.joined)} />
      <Figure
        label={t('impact.figures.dormant')}
        value={labels.count(members.dormant)}
        notes={[t('impact.figures.dormantNote')]}
      />
      <Figure
        label={t('impact.figures.firstExchange')}
        value={
          members.firstExchange.eligible === 0
            ? t('impact.figures.firstExchangeNone')
            : t('impact.figures.firstExchangeValue', {
                exchanged: members.firstExchange.exchanged,
                count: members.firstExchange.eligible,
              })
        }
        notes={[t('impact.figures.firstExchangeNote')]}
      />
      <Figure
        label={t('impact.figures.median')}
        value={labels.hours(members.medianHoursPerActive)}
        notes={[t('impact.figures.medianNote')]}
      />
      <Figure
        label={t('impact.figures.partners')}
        value={labels.count(members.partners.pairs)}
        notes={[t('impact.figures.repeatPairs', { count: members.partners.repeatPairs })]}
      />
      <Figure
        label={t('impact.figures.undone')}
        value={tally(exchanges.undone)}
        notes={[t('impact.figures.undoneNote')]}
      />
      {exchanges.withOutsiders && (
        <Figure
          label={t('impact.figures.outsiders')}
          value={tally(exchanges.withOutsiders)}
          notes={[t('impact.figures.outsidersNote')]}
        />
      )}
    </dl>
  );
}
