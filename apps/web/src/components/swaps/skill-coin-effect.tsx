import { Coins } from 'lucide-react';
import { formatSkillCoin } from '@skillswap/contracts/ledger';
import { expectedSwapHold } from '@skillswap/contracts/swap-hold';
import { cn } from '@/lib/cn.ts';

interface SkillCoinEffectProps {
  hoursOffered: number;
  hoursRequested: number;
  /** Whether the member reading this sent the request or received it. */
  viewerRole: 'requester' | 'recipient';
  otherName: string;
  className?: string;
}

/** What accepting a request does to SkillCoin, in the reader's own words. */
export function describeSkillCoinEffect({
  hoursOffered,
  hoursRequested,
  viewerRole,
  otherName,
}: Omit<SkillCoinEffectProps, 'className'>): string | null {
  // Hours still being typed, or no teaching at all (the form says why that is refused).
  if (!Number.isFinite(hoursOffered) || !Number.isFinite(hoursRequested)) return null;
  if (hoursOffered + hoursRequested <= 0) return null;
  const { payer, amount } = expectedSwapHold({ hoursOffered, hoursRequested });
  if (!payer) return 'An even swap: when accepted, no SkillCoin is held from either of you.';
  const coins = formatSkillCoin(amount);
  if (payer === viewerRole) {
    return `When accepted, ${coins} is held from your balance until the swap is completed.`;
  }
  return `When accepted, ${coins} is held from ${otherName}'s balance and comes to you when the swap is completed.`;
}

/** The SkillCoin line of a swap request: in the request dialog, as it is edited, and on the swap's page. */
export function SkillCoinEffect({ className, ...terms }: SkillCoinEffectProps) {
  const text = describeSkillCoinEffect(terms);
  if (!text) return null;
  return (
    <p
      data-testid="skill-coin-effect"
      className={cn('flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm', className)}
    >
      <Coins aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
      <span>{text}</span>
    </p>
  );
}
