import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  maxDistanceKm,
  spokenLanguages,
  type AdvancedFilters as Filters,
} from '@skillswap/contracts/explore/filters';
import { formatNumber } from '@skillswap/contracts/shared/i18n';
import { findPlanFeature, hasPlan, type PlanTier } from '@skillswap/contracts/shared/plans';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { fieldClassName, Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';
import { AvailableFilter } from './available-filter.tsx';
import { LevelFilterField } from './level-filter-field.tsx';

const feature = findPlanFeature('advanced-filters');
const selectClassName = cn(fieldClassName, 'h-10 py-2');
const distances = [10, 25, 50, 100, 250, maxDistanceKm];

/**
 * A spoken language's name in the language of the page ("Spanish", "espagnol"), English when Intl has none.
 */
function languageName(language: string, code: string): string {
  try {
    return new Intl.DisplayNames(language, { type: 'language' }).of(code) ?? code;
  } catch {
    return spokenLanguages[code as keyof typeof spokenLanguages];
  }
}

/**
 * Explore's advanced filters (Premium and up, ADR 86). A lower plan can open them to find them locked with
 * the way to upgrade; the server refuses them too. Applied together, into the address, so a filtered search
 * can be shared.
 */
export function AdvancedFilters({
  plan,
  filters,
  onApply,
}: {
  plan: PlanTier | null | undefined;
  filters: Filters | null;
  onApply: (filters: Filters | null) => void;
}) {
  const { t } = useTranslation();
  // Visitors are not sold a plan before they have an account; members see no box above the results: a
  // one-line "Advanced filters" that opens on the lock.
  if (!plan) return null;
  if (!hasPlan(plan, feature.plan)) {
    return (
      <details className="text-sm">
        <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded-md py-1 font-medium text-muted-foreground hover:text-foreground">
          <Lock aria-hidden="true" className="size-3.5" />
          {t('explore.filters.title')}
        </summary>
        <div className="mt-2">
          <PlanLock plan="premium" feature={t('explore.filters.title')} />
        </div>
      </details>
    );
  }
  // Keyed by the address's filters, so Back and shared links reset the form.
  return <FilterForm key={JSON.stringify(filters)} filters={filters ?? {}} onApply={onApply} />;
}

function FilterForm({ filters, onApply }: { filters: Filters; onApply: (filters: Filters | null) => void }) {
  const { t, language } = useTranslation();
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, String(value)])),
  );
  const set = (key: keyof Filters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== ''));
    if (!chosen.near) delete chosen.withinKm;
    onApply(Object.keys(chosen).length > 0 ? chosen : null);
  };
  return (
    <form
      aria-label={t('explore.filters.title')}
      onSubmit={submit}
      className="grid gap-4 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field id="filter-near" label={t('explore.filters.near')}>
        <Input
          id="filter-near"
          placeholder={t('explore.filters.nearPlaceholder')}
          value={draft.near ?? ''}
          onChange={(event) => set('near')(event.target.value)}
        />
      </Field>
      <Field id="filter-within" label={t('explore.filters.within')}>
        <select
          id="filter-within"
          className={selectClassName}
          value={draft.withinKm ?? '50'}
          onChange={(event) => set('withinKm')(event.target.value)}
        >
          {distances.map((km) => (
            <option key={km} value={km}>
              {t('explore.filters.km', { km: formatNumber(language, km) })}
            </option>
          ))}
        </select>
      </Field>
      <Field id="filter-language" label={t('explore.filters.speaks')}>
        <select
          id="filter-language"
          className={selectClassName}
          value={draft.language ?? ''}
          onChange={(event) => set('language')(event.target.value)}
        >
          <option value="">{t('explore.filters.anyLanguage')}</option>
          {Object.keys(spokenLanguages).map((code) => (
            <option key={code} value={code}>
              {languageName(language, code)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="filter-meeting" label={t('explore.filters.meets')}>
        <select
          id="filter-meeting"
          className={selectClassName}
          value={draft.meeting ?? ''}
          onChange={(event) => set('meeting')(event.target.value)}
        >
          <option value="">{t('explore.filters.meetsAny')}</option>
          <option value="online">{t('explore.filters.online')}</option>
          <option value="in_person">{t('explore.filters.inPerson')}</option>
        </select>
      </Field>
      <Field id="filter-rating" label={t('explore.filters.minRating')}>
        <select
          id="filter-rating"
          className={selectClassName}
          value={draft.minRating ?? ''}
          onChange={(event) => set('minRating')(event.target.value)}
        >
          <option value="">{t('explore.filters.anyRating')}</option>
          {['3', '4', '4.5'].map((rating) => (
            <option key={rating} value={rating}>
              {t('explore.filters.ratingAndUp', { rating: formatNumber(language, Number(rating)) })}
            </option>
          ))}
        </select>
      </Field>
      <AvailableFilter value={draft.available ?? ''} onChange={set('available')} />
      <LevelFilterField value={draft.level ?? ''} onChange={set('level')} />
      <Check
        id="filter-verified"
        label={t('explore.filters.verified')}
        checked={draft.verified === '1'}
        onChange={set('verified')}
      />
      <Check
        id="filter-reviewed"
        label={t('explore.filters.reviewed')}
        checked={draft.reviewed === '1'}
        onChange={set('reviewed')}
      />
      <div className="flex items-end gap-2">
        <Button type="submit">{t('explore.filters.apply')}</Button>
        <Button type="button" variant="outline" onClick={() => onApply(null)}>
          {t('explore.filters.clear')}
        </Button>
      </div>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function Check({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex items-end gap-2 pb-2">
      <input
        id={id}
        type="checkbox"
        className="size-4"
        checked={checked}
        onChange={(event) => onChange(event.target.checked ? '1' : '')}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
