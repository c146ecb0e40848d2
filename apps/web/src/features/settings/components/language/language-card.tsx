import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { LanguageSwitcher } from '@/i18n/language-switcher.tsx';

/**
 * Settings › Language: the member's language, saved on their account (mails and notifications use it too).
 */
export function LanguageCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const preview = t('settings.language.preview', {
    date: format.when(new Date()),
    amount: format.skillCoins(1234.5),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('settings.language.title')}</CardTitle>
        <CardDescription>{t('settings.language.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <LanguageSwitcher variant="settings" id="settings-language" />
        <p className="text-sm text-muted-foreground">{preview}</p>
      </CardContent>
    </Card>
  );
}
