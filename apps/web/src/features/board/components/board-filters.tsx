import { useId, useState, type FormEvent } from 'react';
import { skillCategories } from '@skillswap/contracts/shared/categories';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import type { BoardCommunityChoice, BoardFilters } from '../api/list-board-posts.ts';
import { FieldSelect } from './field-select.tsx';

/** The radii a member can choose for "near a city", in km; the server's default is 50. */
const radii = ['10', '25', '50', '100', '250', '500'] as const;

/** The board's filters; every change goes to the page's address, so a filtered board can be shared. */
export function BoardFiltersForm({
  filters,
  onChange,
  communities,
}: {
  filters: BoardFilters;
  onChange: (filters: BoardFilters) => void;
  /** The communities the member is an active member of. */
  communities: readonly BoardCommunityChoice[];
}) {
  const id = useId();
  const { t } = useTranslation();
  const [q, setQ] = useState(filters.q ?? '');
  const [skill, setSkill] = useState(filters.skill ?? '');
  const [near, setNear] = useState(filters.near ?? '');
  const set = (change: Partial<BoardFilters>) => onChange({ ...filters, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ q: q.trim() || undefined, skill: skill.trim() || undefined, near: near.trim() || undefined });
  };
  const isCommunityKnown = communities.some((item) => item.slug === filters.community);
  return (
    <form
      role="search"
      aria-label={t('board.filters.label')}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6"
    >
      <div className="grid gap-1.5 lg:col-span-2">
        <Label htmlFor={`${id}-q`}>{t('board.filters.search')}</Label>
        <Input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('board.filters.searchPlaceholder')}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-skill`}>{t('board.filters.skill')}</Label>
        <Input id={`${id}-skill`} value={skill} onChange={(event) => setSkill(event.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-kind`}>{t('board.filters.kind')}</Label>
        <FieldSelect
          id={`${id}-kind`}
          value={filters.kind ?? ''}
          onChange={(event) => set({ kind: (event.target.value || undefined) as BoardFilters['kind'] })}
        >
          <option value="">{t('board.filters.kindBoth')}</option>
          <option value="need">{t('board.filters.kindNeed')}</option>
          <option value="offer">{t('board.filters.kindOffer')}</option>
        </FieldSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-category`}>{t('board.filters.category')}</Label>
        <FieldSelect
          id={`${id}-category`}
          value={filters.category ?? ''}
          onChange={(event) =>
            set({ category: (event.target.value || undefined) as BoardFilters['category'] })
          }
        >
          <option value="">{t('board.filters.categoryAll')}</option>
          {skillCategories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </FieldSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-online`}>{t('board.filters.where')}</Label>
        <FieldSelect
          id={`${id}-online`}
          value={filters.online ?? ''}
          onChange={(event) => set({ online: (event.target.value || undefined) as BoardFilters['online'] })}
        >
          <option value="">{t('board.filters.whereAny')}</option>
          <option value="true">{t('board.filters.online')}</option>
          <option value="false">{t('board.filters.inPerson')}</option>
        </FieldSelect>
      </div>
      <div className="grid gap-1.5 lg:col-span-2">
        <Label htmlFor={`${id}-near`}>{t('board.filters.near')}</Label>
        <Input
          id={`${id}-near`}
          value={near}
          onChange={(event) => setNear(event.target.value)}
          placeholder={t('board.filters.nearPlaceholder')}
          maxLength={100}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-within`}>{t('board.filters.within')}</Label>
        <FieldSelect
          id={`${id}-within`}
          value={filters.withinKm ?? '50'}
          onChange={(event) =>
            set({ withinKm: event.target.value === '50' ? undefined : event.target.value })
          }
        >
          {radii.map((km) => (
            <option key={km} value={km}>
              {t('board.filters.withinKm', { km })}
            </option>
          ))}
        </FieldSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-community`}>{t('board.filters.community')}</Label>
        <FieldSelect
          id={`${id}-community`}
          value={filters.community ?? ''}
          onChange={(event) => set({ community: event.target.value || undefined })}
        >
          <option value="">{t('board.filters.communityAll')}</option>
          {communities.map((community) => (
            <option key={community.slug} value={community.slug}>
              {community.name}
            </option>
          ))}
          {filters.community && !isCommunityKnown && (
            <option value={filters.community}>{filters.community}</option>
          )}
        </FieldSelect>
      </div>
      <div className="grid gap-1.5 lg:col-span-2">
        <Label htmlFor={`${id}-sort`}>{t('board.filters.sort')}</Label>
        <FieldSelect
          id={`${id}-sort`}
          value={filters.sort ?? 'newest'}
          onChange={(event) => set({ sort: event.target.value === 'best' ? 'best' : undefined })}
        >
          <option value="newest">{t('board.filters.sortNewest')}</option>
          <option value="best">{t('board.filters.sortBest')}</option>
        </FieldSelect>
      </div>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-6">
        <Button type="submit">{t('board.filters.submit')}</Button>
      </div>
    </form>
  );
}
