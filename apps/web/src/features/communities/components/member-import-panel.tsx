import { useId, useState, type ChangeEvent } from 'react';
import type { MemberImportResult, MemberImportRow } from '@skillswap/contracts/communities/member-import';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useImportMembers } from '../api/import-members.ts';

function RowResult({ row }: { row: MemberImportRow }) {
  const { t } = useTranslation();
  if (row.problem === 'duplicate') {
    return <>{t('communities.import.problem.duplicate', { line: row.duplicateOf ?? 0 })}</>;
  }
  if (row.problem) return <>{t(`communities.import.problem.${row.problem}`)}</>;
  return <>{t(`communities.import.outcome.${row.outcome}`)}</>;
}

function ImportTable({ result }: { result: MemberImportResult }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('communities.import.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('communities.import.column.line')}</th>
            <th scope="col">{t('communities.import.column.email')}</th>
            <th scope="col">{t('communities.import.column.name')}</th>
            <th scope="col">{t('communities.import.column.result')}</th>
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.line} className={row.outcome === 'invalid' ? 'text-destructive' : undefined}>
              <td>{row.line}</td>
              <td className="break-all">{row.email}</td>
              <td className="wrap-anywhere">{row.name}</td>
              <td>
                <RowResult row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A coordinator's CSV import: the file is previewed first, each row said on its own, and
 * only then are its invitations mailed; nobody becomes a member without following their invitation.
 */
export function MemberImportPanel({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const fileId = useId();
  const importMembers = useImportMembers(slug);
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<MemberImportResult | null>(null);
  const run = (confirmation?: string) => {
    importMembers.mutateAsync({ csv, ...(confirmation ? { confirmation } : {}) }).then(
      (answer) => {
        setResult(answer);
        if (!answer.dryRun) {
          toast.success(t('communities.import.sent', { count: answer.summary.invited }));
        }
      },
      (failure: unknown) => toast.error(getErrorMessage(failure, t('communities.import.failed'))),
    );
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setResult(null);
    setCsv(file ? await file.text() : '');
  };
  const ready = result?.dryRun ? result.summary.ready : 0;
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{t('communities.import.title')}</h3>
      <p className="text-sm text-muted-foreground">{t('communities.import.hint')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor={fileId}>{t('communities.import.file')}</Label>
          <Input id={fileId} type="file" accept=".csv,text/csv" onChange={(event) => void choose(event)} />
        </div>
        <Button variant="outline" disabled={csv === '' || importMembers.isPending} onClick={() => run()}>
          {t('communities.import.preview')}
        </Button>
      </div>
      {result && (
        <div className="grid gap-2" aria-live="polite">
          <p className="text-sm font-medium">
            {t(result.dryRun ? 'communities.import.previewSummary' : 'communities.import.sentSummary', {
              ...result.summary,
            })}
            {result.seatsLeft !== null &&
              ` ${t('communities.import.seatsLeft', { count: result.seatsLeft })}`}
          </p>
          <ImportTable result={result} />
          {result.dryRun && (
            <Button
              className="justify-self-start"
              disabled={ready === 0 || importMembers.isPending}
              onClick={() => run(result.confirmation)}
            >
              {t('communities.import.send', { count: ready })}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
