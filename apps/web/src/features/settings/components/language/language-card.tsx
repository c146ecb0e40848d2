import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { LanguageSwitcher } from '@/i18n/language-switcher.tsx';

/** Settings › Language: the member's language, saved on their account (mails and notifications use it too). */
export function LanguageCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('settings.language.title')}</CardTitle>
        <CardDescription>{t('settings.language.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <LanguageSwitcher variant="settings" id="settings-language" />
      </CardContent>
    </Card>
  );
}
