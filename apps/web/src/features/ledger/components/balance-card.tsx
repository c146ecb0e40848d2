import { Coins } from 'lucide-react';
import { skillCoinRules } from '@skillswap/contracts/ledger/schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useBalance } from '../api/get-balance.ts';
import { StatementList } from './statement-list.tsx';

/** The member's SkillCoin: balance, holds, what is available, and the statement below. */
export function BalanceCard() {
  const balance = useBalance();
  const { t } = useTranslation();
  const { skillCoins } = useFormatters();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Coins aria-hidden="true" className="size-5 text-primary" />
          SkillCoin
        </CardTitle>
        <CardDescription>{t('ledger.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {balance.isPending ? (
          <Skeleton className="h-16" />
        ) : balance.isError ? (
          <p className="text-sm text-muted-foreground">{t('ledger.loadFailed')}</p>
        ) : (
          <dl className="grid grid-cols-3 gap-3 text-center">
            <Figure
              label={t('ledger.balance')}
              value={skillCoins(balance.data.balance)}
              testId="skillcoin-balance"
            />
            <Figure label={t('ledger.held')} value={skillCoins(balance.data.held)} />
            <Figure label={t('ledger.available')} value={skillCoins(balance.data.available)} />
          </dl>
        )}
        {balance.data && (
          <p className="text-xs text-muted-foreground">
            {balance.data.creditFloor < 0
              ? t('ledger.onCredit', { floor: skillCoins(balance.data.creditFloor) })
              : t('ledger.floor', {
                  floor: skillCoins(balance.data.creditFloor),
                  credit: skillCoins(skillCoinRules.creditFloor),
                })}
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
