import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * Shown while a page's code arrives; min-height keeps the footer below the fold, so nothing on screen shifts
 * when the page arrives. Plain markup rather than the Spinner primitive, to keep tailwind-merge out of
 * the first-load bundle.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-7 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{t('components.pageLoading')}</span>
    </div>
  );
}
