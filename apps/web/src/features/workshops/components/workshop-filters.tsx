import type { WorkshopListQuery } from '@skillswap/contracts/workshops';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

const fieldClass = 'grid gap-1';

/** Words, skill, dates and online or in person: the filters of /workshops. */
export function WorkshopFilters({
  value,
  onChange,
}: {
  value: WorkshopListQuery;
  onChange: (next: WorkshopListQuery) => void;
}) {
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
        <Label htmlFor="workshop-q">Search workshops</Label>
        <Input
          id="workshop-q"
          type="search"
          value={value.q ?? ''}
          onChange={(e) => set('q', e.target.value)}
        />
      </div>
      <div className={fieldClass}>
        <Label htmlFor="workshop-skill">Skill</Label>
        <Input id="workshop-skill" value={value.skill ?? ''} onChange={(e) => set('skill', e.target.value)} />
      </div>
      <div className={fieldClass}>
        <Label htmlFor="workshop-from">From date</Label>
        <Input
          id="workshop-from"
          type="date"
          value={value.from ?? ''}
          onChange={(e) => set('from', e.target.value)}
        />
      </div>
      <div className={fieldClass}>
        <Label htmlFor="workshop-mode">Where</Label>
        <select
          id="workshop-mode"
          className="h-9 rounded-md border bg-background px-3 text-sm"
          value={value.mode ?? ''}
          onChange={(e) => set('mode', e.target.value)}
        >
          <option value="">Online or in person</option>
          <option value="online">Online</option>
          <option value="in_person">In person</option>
        </select>
      </div>
    </form>
  );
}
