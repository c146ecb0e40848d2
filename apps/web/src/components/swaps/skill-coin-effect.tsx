import { Coins } from 'lucide-react';
import { expectedSwapHold } from '@skillswap/contracts/swaps/hold';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation, type Translate } from '@/i18n/i18n-context.ts';
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
export function describeSkillCoinEffect(
  t: Translate,
  formatCoins: (amount: number) => string,
  { hoursOffered, hoursRequested, viewerRole, otherName }: Omit<SkillCoinEffectProps, 'className'>,
): string | null {
  // Hours still being typed, or no teaching at all (the form says why that is refused).
  if (!Number.isFinite(hoursOffered) || !Number.isFinite(hoursRequested)) return null;
  if (hoursOffered + hoursRequested <= 0) return null;
  const { payer, amount } = expectedSwapHold({ hoursOffered, hoursRequested });
  if (!payer) return t('swaps.effect.even');
  const amountText = formatCoins(amount);
  if (payer === viewerRole) return t('swaps.effect.fromYou', { amount: amountText });
  return t('swaps.effect.fromThem', { amount: amountText, name: otherName });
}

/** The SkillCoin line of a swap request: in the request dialog, as it is edited, and on the swap's page. */
export function SkillCoinEffect({ className, ...terms }: SkillCoinEffectProps) {
  const { t } = useTranslation();
  const { skillCoins } = useFormatters();
  const text = describeSkillCoinEffect(t, skillCoins, terms);
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
