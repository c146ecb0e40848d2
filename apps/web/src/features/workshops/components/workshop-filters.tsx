import type { WorkshopListQuery } from '@skillswap/contracts/workshops/schemas';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

const fieldClass = 'grid gap-1';

/** Words, skill, dates and online or in person: the filters of /workshops. */
export function WorkshopFilters({
  value,
  onChange,
}: {
  value: WorkshopListQuery;
  onChange: (next: WorkshopListQuery) => void;
}) {
  const { t } = useTranslation();
  const set = (key: keyof WorkshopListQuery, text: string) => {
    const next = { ...value };
    if (text) next[key] = text as never;
    else delete next[key];
    onChange(next);
  };
  return (
    <form
      role="search"
      className="grid grid-cols-1 gap-3 sm:grid-cols-5"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={`${fieldClass} sm:col-span-2`}>
        <Label htmlFor="workshop-q">{t('workshops.filters.search')}</Label>
        <Input
          id="workshop-q"
          type="search"
          value={value.q ?? ''}
          onChange={(e) => set('q', e.target.value)}
        />
      </div>
      <div className={fieldClass}>
        <Label htmlFor="workshop-skill">{t('workshops.filters.skill')}</Label>
        <Input id="workshop-skill" value={value.skill ?? ''} onChange={(e) => set('skill', e.target.value)} />
      </div>
      <div className={fieldClass}>
        <Label htmlFor="workshop-from">{t('workshops.filters.from')}</Label>
        <Input
          id="workshop-from"
          type="date"
          value={value.from ?? ''}
          onChange={(e) => set('from', e.target.value)}
        />
      </div>
      <div className={fieldClass}>
        <Label htmlFor="workshop-mode">{t('workshops.filters.where')}</Label>
        <select
          id="workshop-mode"
          className="h-9 rounded-md border bg-background px-3 text-sm"
          value={value.mode ?? ''}
          onChange={(e) => set('mode', e.target.value)}
        >
          <option value="">{t('workshops.filters.any')}</option>
          <option value="online">{t('workshops.card.online')}</option>
          <option value="in_person">{t('workshops.card.inPerson')}</option>
        </select>
      </div>
    </form>
  );
}
