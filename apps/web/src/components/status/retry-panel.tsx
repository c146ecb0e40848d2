import { cx } from 'class-variance-authority';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

interface RetryPanelProps {
  message: string;
  onRetry: () => void;
  /** Sets the padding, to match the loading panel it replaces. */
  className?: string;
}

/** What a section shows when its data could not be loaded: the reason and a Try again button. */
export function RetryPanel({ message, onRetry, className }: RetryPanelProps) {
  const { t } = useTranslation();
  return (
    <div className={cx('grid justify-items-center gap-3 text-center', className)}>
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('components.retry')}
      </Button>
    </div>
  );
}
