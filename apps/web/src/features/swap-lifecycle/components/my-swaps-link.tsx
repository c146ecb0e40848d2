import { ArrowLeftRight } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';
import { useSwapSummary } from '../api/get-swap-summary.ts';

/** The header's My Swaps entry, with a badge counting the swaps waiting for the member. */
export function MySwapsLink({ to }: { to: string }) {
  const { t } = useTranslation();
  const summary = useSwapSummary();
  const waiting = summary.data?.waitingForMe ?? 0;
  return (
    <NavLink
      to={to}
      aria-label={waiting > 0 ? t('swaps.link.waiting', { count: waiting }) : t('swaps.link.title')}
      className={({ isActive }) =>
        cn(
          'relative inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
          isActive && 'text-foreground',
        )
      }
    >
      <ArrowLeftRight aria-hidden="true" className="size-4" />
      {waiting > 0 && (
        <span
          data-testid="swaps-waiting-badge"
          className="flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-5 font-semibold text-primary-foreground"
        >
          {waiting}
        </span>
      )}
    </NavLink>
  );
}
