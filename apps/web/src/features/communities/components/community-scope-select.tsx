import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useCommunities } from '../api/communities.ts';

/**
 * "Show": everyone, or the members of one of the communities the member belongs to. A
 * private community's members are the server's to give: it answers only its own members. Nothing is shown to
 * a member of no community, unless the address already names one.
 */
export function CommunityScopeSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (slug: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const communities = (useCommunities('', true).data?.items ?? []).filter(
    (item) => item.myStatus === 'active',
  );
  if (communities.length === 0 && value === null) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('communities.scope.label')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className="h-10 w-full rounded-md border bg-background px-3 text-sm sm:w-auto sm:max-w-md"
      >
        <option value="">{t('communities.scope.everyone')}</option>
        {communities.map((community) => (
          <option key={community.slug} value={community.slug}>
            {t('communities.scope.membersOf', { name: community.name })}
          </option>
        ))}
        {value !== null && !communities.some((community) => community.slug === value) && (
          <option value={value}>{t('communities.scope.membersOf', { name: value })}</option>
        )}
      </select>
    </div>
  );
}
