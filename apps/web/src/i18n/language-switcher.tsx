import { cx } from 'class-variance-authority';
import { Languages } from 'lucide-react';
import { isLanguage, languageNames, languages } from '@skillswap/contracts/shared/i18n';
import { useTranslation } from './i18n-context.ts';

// cx, not cn: tailwind-merge would add about 8 KB to the landing page's first download.

/**
 * The language picker: a native select (keyboard, screen readers and phones handle it), each language named
 * in itself. `variant="header"` is the compact one in the header; Settings shows it with a visible label.
 */
export function LanguageSwitcher({
  variant = 'header',
  id,
}: {
  variant?: 'header' | 'settings';
  id?: string;
}) {
  const { t, language, setLanguage } = useTranslation();
  const selectId = id ?? `language-${variant}`;
  return (
    <div className={cx('flex items-center gap-2', variant === 'header' && 'text-muted-foreground')}>
      <label htmlFor={selectId} className={cx(variant === 'header' ? 'sr-only' : 'text-sm font-medium')}>
        {t('common.language.label')}
      </label>
      {variant === 'header' && <Languages aria-hidden="true" className="size-4 shrink-0" />}
      <select
        id={selectId}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        className={cx(
          'cursor-pointer rounded-md border bg-background text-sm text-foreground',
          variant === 'header' ? 'h-9 max-w-24 px-1' : 'h-10 px-3',
        )}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
