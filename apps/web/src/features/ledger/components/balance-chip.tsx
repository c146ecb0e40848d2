import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useBalance } from '../api/get-balance.ts';

/** The member's SkillCoin balance in the header; opens My Swaps, where the statement is. */
export function BalanceChip({ to }: { to: string }) {
  const balance = useBalance();
  const { t } = useTranslation();
  const { skillCoins } = useFormatters();
  if (!balance.data) return null;
  const text = skillCoins(balance.data.balance);
  return (
    <Link
      to={to}
      title={t('ledger.chip.title')}
      aria-label={t('ledger.chip.label', { amount: text })}
      className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm font-semibold whitespace-nowrap text-foreground transition-colors hover:bg-muted"
    >
      <Coins aria-hidden="true" className="size-4 text-amber-500" />
      <span data-testid="header-balance">{text}</span>
    </Link>
  );
}
