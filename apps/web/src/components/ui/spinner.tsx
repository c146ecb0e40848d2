import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from 'class-variance-authority';

/**
 * A spinning icon announced to screen readers as a status; `label` is what they hear.
 * Classes are joined with `cx`, not `cn`: route guards in the first-load bundle use the spinner, and
 * tailwind-merge would add 8 KB there (docs/decisions/0006-web-shell-and-first-load-budget.md).
 */
export function Spinner({
  className,
  label = 'Loading',
  ...props
}: ComponentProps<'span'> & { label?: string }) {
  return (
    <span role="status" data-slot="spinner" className={cx('inline-flex items-center', className)} {...props}>
      <LoaderCircle aria-hidden="true" className="size-[1em] animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
