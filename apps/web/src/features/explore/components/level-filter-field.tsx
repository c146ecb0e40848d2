import { memberLevels } from '@skillswap/contracts/shared/levels';
import { fieldClassName } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';

/** Explore's level filter (ADR 115): members of at least the level chosen. */
export function LevelFilterField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="filter-level">{t('premium.level.label')}</Label>
      <select
        id="filter-level"
        className={cn(fieldClassName, 'h-10 py-2')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('premium.level.any')}</option>
        {memberLevels.slice(1).map((level) => (
          <option key={level.id} value={level.id}>
            {level.name}
          </option>
        ))}
      </select>
    </div>
  );
}
