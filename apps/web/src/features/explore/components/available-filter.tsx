import { availableFilterValues, parseAvailableFilter } from '@skillswap/contracts/sessions/availability';
import { fieldClassName } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { weekdayName } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';

/**
 * Explore's "Available on" filter (ADR 110): a weekday's morning, afternoon or evening in the member's zone.
 */
export function AvailableFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t, language } = useTranslation();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="filter-available">{t('scheduling.explore.available')}</Label>
      <select
        id="filter-available"
        aria-describedby="filter-available-hint"
        className={cn(fieldClassName, 'h-10 py-2')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('scheduling.explore.anyTime')}</option>
        {availableFilterValues.map((option) => {
          const { weekday, part } = parseAvailableFilter(option);
          return (
            <option key={option} value={option}>
              {t('scheduling.explore.dayPart', { day: weekdayName(language, weekday), part })}
            </option>
          );
        })}
      </select>
      <p id="filter-available-hint" className="text-xs text-muted-foreground">
        {t('scheduling.explore.availableHint')}
      </p>
    </div>
  );
}
