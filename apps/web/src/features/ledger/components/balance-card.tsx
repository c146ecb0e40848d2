import { Coins } from 'lucide-react';
import { formatSkillCoin, skillCoinRules } from '@skillswap/contracts/ledger';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useBalance } from '../api/get-balance.ts';
import { StatementList } from './statement-list.tsx';

/** The member's SkillCoin: balance, holds, what is available, and the statement below. */
export function BalanceCard() {
  const balance = useBalance();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Coins aria-hidden="true" className="size-5 text-primary" />
          SkillCoin
        </CardTitle>
        <CardDescription>
          1 hour of teaching = 1 SkillCoin. SkillCoin is earned by teaching, never bought.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {balance.isPending ? (
          <Skeleton className="h-16" />
        ) : balance.isError ? (
          <p className="text-sm text-muted-foreground">Your balance could not be loaded.</p>
        ) : (
          <dl className="grid grid-cols-3 gap-3 text-center">
            <Figure
              label="Balance"
              value={formatSkillCoin(balance.data.balance)}
              testId="skillcoin-balance"
            />
            <Figure label="Held for swaps" value={formatSkillCoin(balance.data.held)} />
            <Figure label="Available" value={formatSkillCoin(balance.data.available)} />
          </dl>
        )}
        {balance.data && (
          <p className="text-xs text-muted-foreground">
            {balance.data.creditFloor < 0
              ? `You can learn on credit down to ${formatSkillCoin(balance.data.creditFloor)}: an acceptance that would take your available SkillCoin lower is refused.`
              : `Your available SkillCoin may not go below ${formatSkillCoin(balance.data.creditFloor)}. Once you have taught in a completed swap, you can learn on credit down to ${formatSkillCoin(skillCoinRules.creditFloor)}.`}
          </p>
        )}
        <StatementList />
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-md bg-muted/50 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
