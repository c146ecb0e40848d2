import { cx } from 'class-variance-authority';
import { Spinner } from '@/components/ui/spinner.tsx';

/** A large centred spinner standing in for a section until its data arrives; `className` sets the padding. */
export function LoadingPanel({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cx('flex justify-center text-3xl text-primary', className)}>
      <Spinner label={label} />
    </div>
  );
}
