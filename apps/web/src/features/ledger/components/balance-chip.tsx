import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { formatSkillCoin } from '@skillswap/contracts/ledger';
import { useBalance } from '../api/get-balance.ts';

/** The member's SkillCoin balance in the header; opens My Swaps, where the statement is. */
export function BalanceChip({ to }: { to: string }) {
  const balance = useBalance();
  if (!balance.data) return null;
  const text = formatSkillCoin(balance.data.balance);
  return (
    <Link
      to={to}
      title="Your SkillCoin balance"
      aria-label={`SkillCoin balance: ${text}`}
      className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm font-semibold whitespace-nowrap text-foreground transition-colors hover:bg-muted"
    >
      <Coins aria-hidden="true" className="size-4 text-amber-500" />
      <span data-testid="header-balance">{text}</span>
    </Link>
  );
}
