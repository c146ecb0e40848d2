import { Moon, Sun } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { setTheme, useTheme } from './theme.ts';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      aria-label={isDark ? t('common.theme.toLight') : t('common.theme.toDark')}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </button>
  );
}
