import { useTranslation } from '@/i18n/i18n-context.ts';

/** Exactly what partner exchanges learn of a member who opts in (ADR 185), and what they never do. */
export function SharedWithPartners({ id }: { id: string }) {
  const { t } = useTranslation();
  const shared = ['name', 'skills', 'city', 'rating'] as const;
  return (
    <div id={id} className="grid gap-1 text-sm text-muted-foreground">
      <p>{t('settings.privacy.partners.shared')}</p>
      <ul className="list-disc ps-5">
        {shared.map((field) => (
          <li key={field}>{t(`settings.privacy.partners.${field}`)}</li>
        ))}
      </ul>
      <p>{t('settings.privacy.partners.notShared')}</p>
    </div>
  );
}
