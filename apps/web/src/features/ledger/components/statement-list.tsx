import { Button } from '@/components/ui/button.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';
import { useStatement } from '../api/get-statement.ts';
import { describeStatementLine } from '../statement-line.ts';

/** The SkillCoin statement: each movement with the balance after it. */
export function StatementList() {
  const statement = useStatement();
  const { t } = useTranslation();
  const format = useFormatters();
  if (statement.isPending) return null;
  if (statement.isError)
    return <p className="text-sm text-muted-foreground">{t('ledger.statement.loadFailed')}</p>;
  const entries = statement.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('ledger.statement.empty')}</p>;
  }
  return (
    <section aria-labelledby="statement-title" className="grid gap-2">
      <h3 id="statement-title" className="text-sm font-semibold">
        {t('ledger.statement.title')}
      </h3>
      <ul className="grid divide-y rounded-md border">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <div className="grid">
              <span>{describeStatementLine(t, entry)}</span>
              <span className="text-xs text-muted-foreground">
                {entry.counterpart ? `${format.isolate(entry.counterpart.fullName)} · ` : ''}
                {format.date(entry.createdAt)}
              </span>
            </div>
            <div className="text-end">
              <span
                className={cn(
                  'font-semibold whitespace-nowrap',
                  entry.amount > 0 ? 'text-success' : 'text-destructive',
                )}
              >
                {format.signedSkillCoins(entry.amount)}
              </span>
              <span className="block text-xs text-muted-foreground">
                {format.skillCoins(entry.balanceAfter)}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {statement.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          disabled={statement.isFetchingNextPage}
          onClick={() => void statement.fetchNextPage()}
        >
          {t(statement.isFetchingNextPage ? 'ledger.statement.loading' : 'ledger.statement.older')}
        </Button>
      )}
    </section>
  );
}
