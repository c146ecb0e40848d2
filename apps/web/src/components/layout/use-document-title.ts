import { useEffect } from 'react';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * Sets the tab title to "<page> | SkillSwap" (in the active language); the landing page passes no page name.
 */
export function useDocumentTitle(page?: string) {
  const { t } = useTranslation();
  const title = page ? t('common.title.page', { page }) : t('common.title.home');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
