import { useId, useState, type ChangeEvent } from 'react';
import {
  exchangeImportColumns,
  type ExchangeImportResult,
} from '@skillswap/contracts/community-economy/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { economyActions, useEconomyAction } from '../api/community-economy.ts';
import { EconomySection } from './section.tsx';

/**
 * For coordinators: brings the community's past exchanges in from a CSV file (ADR 172). The file is previewed
 * first (nothing is written): how many rows are new, which lines have a problem, and whether the rows would
 * break the floor or cap. Only a clean preview offers the import; the same file again records nothing twice.
 */
export function ImportExchangesCard({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const fileId = useId();
  const action = useEconomyAction(slug);
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<ExchangeImportResult | null>(null);
  const [error, setError] = useState<string | undefined>();
  const run = (dryRun: boolean) => {
    setError(undefined);
    action
      .mutateAsync(async () => {
        const result = await economyActions.importExchanges(slug, csv, dryRun);
        setPreview(result);
        if (!dryRun) toast.success(t('communityEconomy.import.done', { count: result.ready }));
      })
      .catch((failure: unknown) => setError(getErrorMessage(failure, t('communityEconomy.failed'))));
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(null);
    setCsv(file ? await file.text() : '');
  };
  const isClean =
    preview?.dryRun === true && preview.problemCount === 0 && preview.refusal === null && preview.ready > 0;
  return (
    <EconomySection title={t('communityEconomy.import.title')}>
      <p className="text-sm text-muted-foreground">
        {t('communityEconomy.import.intro', { columns: exchangeImportColumns.join(', ') })}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor={fileId}>{t('communityEconomy.import.file')}</Label>
          <Input id={fileId} type="file" accept=".csv,text/csv" onChange={(event) => void choose(event)} />
        </div>
        <Button
          type="button"
          variant="secondary"
          disabled={!csv || action.isPending}
          onClick={() => run(true)}
        >
          {t('communityEconomy.import.preview')}
        </Button>
      </div>
      <FormMessage role="alert">{error}</FormMessage>
      {preview && (
        <div className="grid gap-2 text-sm" role="status">
          <p>
            {t(preview.dryRun ? 'communityEconomy.import.summary' : 'communityEconomy.import.summaryDone', {
              ready: preview.ready,
              already: number(preview.alreadyRecorded),
              hours: t('communities.hours', { hours: number(preview.hours, { maximumFractionDigits: 2 }) }),
            })}
          </p>
          {preview.problemCount > 0 && (
            <>
              <p className="font-medium text-destructive">
                {t('communityEconomy.import.problems', { count: preview.problemCount })}
              </p>
              <ul className="grid gap-0.5">
                {preview.problems.map((each) => (
                  <li key={each.line}>
                    {t('communityEconomy.import.line', {
                      line: number(each.line),
                      problem: t(`communityEconomy.problem.${each.problem}`),
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {preview.refusal && <p className="font-medium text-destructive wrap-anywhere">{preview.refusal}</p>}
          {isClean && (
            <Button
              type="button"
              className="justify-self-start"
              disabled={action.isPending}
              onClick={() => run(false)}
            >
              {t('communityEconomy.import.confirm', { count: preview.ready })}
            </Button>
          )}
        </div>
      )}
    </EconomySection>
  );
}
