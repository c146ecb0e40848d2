import { FormField } from '@/components/forms/form-field.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useMyActiveCommunities } from '../api/my-communities.ts';

/** Where the workshop is offered: to everyone, or only to the members of one of the host's communities. */
export function CommunitySelect({ value, onChange }: { value: string; onChange: (slug: string) => void }) {
  const { t } = useTranslation();
  const communities = useMyActiveCommunities();
  if (!communities.data?.length) return null;
  return (
    <FormField label={t('workshops.community.label')}>
      {(field) => (
        <select
          {...field}
          className="h-9 w-full rounded-md border bg-background px-3 text-sm sm:w-auto sm:max-w-md"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('workshops.community.everyone')}</option>
          {communities.data.map((community) => (
            <option key={community.slug} value={community.slug}>
              {t('workshops.community.badge', { name: community.name })}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
