import type { Demographics } from '@skillswap/contracts/impact/schemas';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useReportLabels } from './use-report-labels.ts';

const cell = 'py-1.5 pe-3 align-top';

type Breakdown = keyof Demographics;
const breakdowns: Breakdown[] = ['ageBands', 'genders', 'postcodeAreas'];

/**
 * "Who took part": the members active in the period by what they chose to tell for reports only. A cell of
 * fewer than 5 members is hidden, and so is another when one hidden cell could be worked out from the rest.
 */
export function DemographicsTables({ demographics }: { demographics: Demographics }) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const valueLabel = (breakdown: Breakdown, value: string) => {
    if (value === 'not_given') return t('impact.demographics.notGiven');
    if (breakdown === 'ageBands') return t(`impact.demographics.ageBand.${value}`);
    if (breakdown === 'genders') return t(`impact.demographics.gender.${value}`);
    return value;
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm">{t('impact.demographics.explain')}</p>
      <div className="grid gap-4 md:grid-cols-3">
        {breakdowns.map((breakdown) => (
          <table key={breakdown} className="w-full text-sm">
            <caption className="mb-1 text-start font-semibold">
              {t(`impact.demographics.${breakdown}`)}
            </caption>
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className={`${cell} text-start font-medium`}>
                  {t('impact.demographics.column.group')}
                </th>
                <th scope="col" className={`${cell} text-end font-medium`}>
                  {t('impact.demographics.column.members')}
                </th>
              </tr>
            </thead>
            <tbody>
              {demographics[breakdown].length === 0 ? (
                <tr>
                  <td colSpan={2} className={`${cell} text-muted-foreground`}>
                    {t('impact.demographics.none')}
                  </td>
                </tr>
              ) : (
                demographics[breakdown].map((row) => (
                  <tr key={row.value} className="border-b last:border-0">
                    <th scope="row" className={`${cell} text-start font-normal wrap-anywhere`}>
                      {valueLabel(breakdown, row.value)}
                    </th>
                    <td
                      className={
                        row.members === null
                          ? `${cell} text-end text-muted-foreground`
                          : `${cell} text-end tabular-nums`
                      }
                    >
                      {row.members === null ? t('impact.demographics.hidden') : labels.count(row.members)}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  );
}
