import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { setActingFor, useActingFor } from '../api/acting-for.ts';

/**
 * Always in sight while a helper acts for a member (ADR 179): for whom, what that covers, and how to stop.
 */
export function ActingBanner() {
  const { t } = useTranslation();
  const acting = useActingFor();
  const queryClient = useQueryClient();
  if (!acting) return null;
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 text-sm">
        <p>
          <strong>{t('memberHelpers.banner.actingFor', { name: acting.name })}</strong>{' '}
          {t('memberHelpers.banner.covers')}
        </p>
        <Button size="sm" variant="outline" onClick={() => setActingFor(null, queryClient)}>
          {t('memberHelpers.banner.stop')}
        </Button>
      </div>
    </div>
  );
}
