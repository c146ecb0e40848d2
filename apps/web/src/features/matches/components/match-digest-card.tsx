import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { MatchDigestSwitch } from './match-digest-switch.tsx';

/** Settings card: the weekly "new matches" e-mail, on until the member turns it off. */
export function MatchDigestCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('matches.digest.title')}</CardTitle>
        <CardDescription>{t('matches.digest.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <MatchDigestSwitch />
      </CardContent>
    </Card>
  );
}
