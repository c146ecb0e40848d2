import type { ImpactReport } from '@skillswap/contracts/impact/schemas';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useReportLabels } from './use-report-labels.ts';

const cell = 'py-1.5 pe-3 align-top';
const figure = `${cell} text-end tabular-nums whitespace-nowrap`;

/**
 * Every kind of ledger movement of the period on its own line, with the totals: only the exchange lines count
 * as hours exchanged; the others are there so the report adds up to the ledger.
 */
export function LedgerLinesTable({ ledger }: { ledger: ImpactReport['ledger'] }) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const captionId = useId();
  return (
    <div className="grid gap-2">
      <p className="text-sm">{t('impact.ledger.explain')}</p>
      {ledger.lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('impact.ledger.none')}</p>
      ) : (
        // On a phone the table scrolls inside its own box, which the keyboard must reach to scroll it (WCAG
        // 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is focused to scroll it
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={captionId}>
          <table className="w-full min-w-[34rem] text-sm [overflow-wrap:normal]">
            <caption id={captionId} className="sr-only">
              {t('impact.ledger.caption')}
            </caption>
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className={`${cell} text-start font-medium`}>
                  {t('impact.ledger.column.line')}
                </th>
                <th scope="col" className={`${cell} text-start font-medium`}>
                  {t('impact.ledger.column.countsAsExchange')}
                </th>
                <th scope="col" className={`${cell} text-end font-medium`}>
                  {t('impact.ledger.column.transfers')}
                </th>
                <th scope="col" className={`${cell} text-end font-medium`}>
                  {t('impact.ledger.column.credited')}
                </th>
                <th scope="col" className={`${cell} text-end font-medium`}>
                  {t('impact.ledger.column.debited')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.lines.map((line) => (
                <tr key={line.line} className="border-b">
                  <th scope="row" className={`${cell} text-start font-normal`}>
                    {labels.line(line.line)}
                  </th>
                  <td className={cell}>
                    {line.countsAsExchange ? t('impact.ledger.yes') : t('impact.ledger.no')}
                  </td>
                  <td className={figure}>{labels.count(line.transfers)}</td>
                  <td className={figure}>{labels.coins(line.credited)}</td>
                  <td className={figure}>{labels.coins(line.debited)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" colSpan={3} className={`${cell} text-start`}>
                  {t('impact.ledger.total')}
                </th>
                <td className={figure}>{labels.coins(ledger.credited)}</td>
                <td className={figure}>{labels.coins(ledger.debited)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </div>
  );
}

/** Where the hours exchanged came from: swaps, workshops, exchanges coordinators recorded. */
export function SourcesTable({ bySource }: { bySource: ImpactReport['exchanges']['bySource'] }) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-1 text-start font-semibold">{t('impact.sources.caption')}</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className={`${cell} text-start font-medium`}>
              {t('impact.sources.column.source')}
            </th>
            <th scope="col" className={`${cell} text-end font-medium`}>
              {t('impact.column.exchanges')}
            </th>
            <th scope="col" className={`${cell} text-end font-medium`}>
              {t('impact.column.hours')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bySource.map((row) => (
            <tr key={row.source} className="border-b last:border-0">
              <th scope="row" className={`${cell} text-start font-normal`}>
                {labels.source(row.source)}
              </th>
              <td className={figure}>{labels.count(row.exchanges)}</td>
              <td className={figure}>{labels.hours(row.hours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
