import { useId, useState, type FormEvent } from 'react';
import { skillCategories } from '@skillswap/contracts/categories';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { BoardFilters } from '../api/list-board-posts.ts';
import { FieldSelect } from './field-select.tsx';

/** The board's filters; every change goes to the page's address, so a filtered board can be shared. */
export function BoardFiltersForm({
  filters,
  onChange,
}: {
  filters: BoardFilters;
  onChange: (filters: BoardFilters) => void;
}) {
  const id = useId();
  const [q, setQ] = useState(filters.q ?? '');
  const [skill, setSkill] = useState(filters.skill ?? '');
  const set = (change: Partial<BoardFilters>) => onChange({ ...filters, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ q: q.trim() || undefined, skill: skill.trim() || undefined });
  };
  return (
    <form
      role="search"
      aria-label="Filter the board"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6"
    >
      <div className="grid gap-1.5 lg:col-span-2">
        <Label htmlFor={`${id}-q`}>Search</Label>
        <Input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder="CV, bread, guitar…"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-skill`}>Skill</Label>
        <Input id={`${id}-skill`} value={skill} onChange={(event) => setSkill(event.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-kind`}>Needs or offers</Label>
        <FieldSelect
          id={`${id}-kind`}
          value={filters.kind ?? ''}
          onChange={(event) => set({ kind: (event.target.value || undefined) as BoardFilters['kind'] })}
        >
          <option value="">Both</option>
          <option value="need">Needs</option>
          <option value="offer">Offers</option>
        </FieldSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <FieldSelect
          id={`${id}-category`}
          value={filters.category ?? ''}
          onChange={(event) =>
            set({ category: (event.target.value || undefined) as BoardFilters['category'] })
          }
        >
          <option value="">All categories</option>
          {skillCategories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </FieldSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-online`}>Where</Label>
        <FieldSelect
          id={`${id}-online`}
          value={filters.online ?? ''}
          onChange={(event) => set({ online: (event.target.value || undefined) as BoardFilters['online'] })}
        >
          <option value="">Online or in person</option>
          <option value="true">Online</option>
          <option value="false">In person</option>
        </FieldSelect>
      </div>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-6">
        <Button type="submit">Search</Button>
      </div>
    </form>
  );
}
