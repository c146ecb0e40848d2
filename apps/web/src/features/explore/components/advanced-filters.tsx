import { useState, type FormEvent } from 'react';
import {
  maxDistanceKm,
  spokenLanguages,
  type AdvancedFilters as Filters,
} from '@skillswap/contracts/explore-filters';
import { findPlanFeature, hasPlan, type PlanTier } from '@skillswap/contracts/plans';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { fieldClassName, Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { cn } from '@/lib/cn.ts';
import { AvailableFilter } from './available-filter.tsx';
import { LevelFilterField } from './level-filter-field.tsx';

const feature = findPlanFeature('advanced-filters');
const selectClassName = cn(fieldClassName, 'h-10 py-2');
const distances = [10, 25, 50, 100, 250, maxDistanceKm];

/**
 * Explore's advanced filters (Premium and up, ADR 86). A lower plan sees them locked with the way to upgrade;
 * the server refuses them too. Applied together, into the address, so a filtered search can be shared.
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
  if (plan === undefined) return null;
  if (!plan || !hasPlan(plan, feature.plan)) {
    return <PlanLock plan="premium" feature="Advanced filters" />;
  }
  // Keyed by the address's filters, so Back and shared links reset the form.
  return <FilterForm key={JSON.stringify(filters)} filters={filters ?? {}} onApply={onApply} />;
}

function FilterForm({ filters, onApply }: { filters: Filters; onApply: (filters: Filters | null) => void }) {
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
      aria-label="Advanced filters"
      onSubmit={submit}
      className="grid gap-4 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field id="filter-near" label="Near city">
        <Input
          id="filter-near"
          placeholder="Lyon, France"
          value={draft.near ?? ''}
          onChange={(event) => set('near')(event.target.value)}
        />
      </Field>
      <Field id="filter-within" label="Within">
        <select
          id="filter-within"
          className={selectClassName}
          value={draft.withinKm ?? '50'}
          onChange={(event) => set('withinKm')(event.target.value)}
        >
          {distances.map((km) => (
            <option key={km} value={km}>
              {km} km
            </option>
          ))}
        </select>
      </Field>
      <Field id="filter-language" label="Speaks">
        <select
          id="filter-language"
          className={selectClassName}
          value={draft.language ?? ''}
          onChange={(event) => set('language')(event.target.value)}
        >
          <option value="">Any language</option>
          {Object.entries(spokenLanguages).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="filter-meeting" label="Meets">
        <select
          id="filter-meeting"
          className={selectClassName}
          value={draft.meeting ?? ''}
          onChange={(event) => set('meeting')(event.target.value)}
        >
          <option value="">Online or in person</option>
          <option value="online">Online</option>
          <option value="in_person">In person</option>
        </select>
      </Field>
      <Field id="filter-rating" label="Minimum rating">
        <select
          id="filter-rating"
          className={selectClassName}
          value={draft.minRating ?? ''}
          onChange={(event) => set('minRating')(event.target.value)}
        >
          <option value="">Any rating</option>
          {['3', '4', '4.5'].map((rating) => (
            <option key={rating} value={rating}>
              {rating} and up
            </option>
          ))}
        </select>
      </Field>
      <AvailableFilter value={draft.available ?? ''} onChange={set('available')} />
      <LevelFilterField value={draft.level ?? ''} onChange={set('level')} />
      <Check
        id="filter-verified"
        label="Verified only"
        checked={draft.verified === '1'}
        onChange={set('verified')}
      />
      <Check
        id="filter-reviewed"
        label="Has reviews"
        checked={draft.reviewed === '1'}
        onChange={set('reviewed')}
      />
      <div className="flex items-end gap-2">
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="outline" onClick={() => onApply(null)}>
          Clear
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
