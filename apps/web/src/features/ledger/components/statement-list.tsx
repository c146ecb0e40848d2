import { formatSkillCoin } from '@skillswap/contracts/ledger';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useStatement } from '../api/get-statement.ts';

/** The SkillCoin statement: each movement with the balance after it. */
export function StatementList() {
  const statement = useStatement();
  if (statement.isPending) return null;
  if (statement.isError)
    return <p className="text-sm text-muted-foreground">Your statement could not be loaded.</p>;
  const entries = statement.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No SkillCoin movements yet. Verify your e-mail address and complete your profile (a bio, a skill you
        offer and one you want) to receive your 2 SC starter grant.
      </p>
    );
  }
  return (
    <section aria-labelledby="statement-title" className="grid gap-2">
      <h3 id="statement-title" className="text-sm font-semibold">
        Statement
      </h3>
      <ul className="grid divide-y rounded-md border">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <div className="grid">
              <span>{entry.description}</span>
              <span className="text-xs text-muted-foreground">
                {entry.counterpart ? `${entry.counterpart.fullName} · ` : ''}
                {new Date(entry.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
              </span>
            </div>
            <div className="text-end">
              <span
                className={cn(
                  'font-semibold whitespace-nowrap',
                  entry.amount > 0 ? 'text-success' : 'text-destructive',
                )}
              >
                {formatSkillCoin(entry.amount, { signed: true })}
              </span>
              <span className="block text-xs text-muted-foreground">
                {formatSkillCoin(entry.balanceAfter)}
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
          {statement.isFetchingNextPage ? 'Loading...' : 'Show older'}
        </Button>
      )}
    </section>
  );
}
