import { ArrowLeftRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { cx } from 'class-variance-authority';

/**
 * The home link. `isNameHiddenOnPhones` keeps the wordmark for screen readers only below the sm breakpoint.
 */
export function Logo({
  className,
  isNameHiddenOnPhones = false,
}: {
  className?: string;
  isNameHiddenOnPhones?: boolean;
}) {
  return (
    <Link
      to={paths.home}
      className={cx('inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight', className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-gradient text-white shadow-sm">
        <ArrowLeftRight aria-hidden="true" className="size-4" />
      </span>
      <span className={cx('whitespace-nowrap', isNameHiddenOnPhones && 'max-sm:sr-only')}>SkillSwap</span>
    </Link>
  );
}
