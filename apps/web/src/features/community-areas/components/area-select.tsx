import { useId } from 'react';
import { fieldClassName } from '@/components/ui/input.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';
import { useCommunityAreas } from '../api/community-areas.ts';

/**
 * "Area": narrows a community's map or report to one of its areas, or none ("All of the community"). Shows
 * nothing while the community has no areas.
 */
export function AreaSelect({
  slug,
  value,
  onChange,
}: {
  slug: string;
  value: string;
  onChange: (area: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const areas = useCommunityAreas(slug);
  const items = areas.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <div className="grid max-w-xs gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('communityAreas.select.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(fieldClassName, 'h-9 py-1')}
      >
        <option value="">{t('communityAreas.select.all')}</option>
        {items.map((area) => (
          <option key={area.id} value={area.id}>
            {area.name}
          </option>
        ))}
      </select>
    </div>
  );
}
