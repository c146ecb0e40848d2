import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  communityAreaInputSchema,
  type CommunityArea,
  type CommunityAreaInput,
} from '@skillswap/contracts/community-areas/schemas';
import { TextField } from '@/components/forms/text-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { fieldClassName } from '@/components/ui/input.tsx';
import { communityImpactPath, communityMapPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useCommunityAreas, useRemoveCommunityArea, useSaveCommunityArea } from '../api/community-areas.ts';

/** A member who may coordinate an area: the community's active members. */
export interface AreaCoordinatorChoice {
  id: string;
  name: string;
}

type Field = 'name' | 'cities' | 'postcodePrefixes' | 'coordinatorId' | 'form';
const fields = new Set<string>(['name', 'cities', 'postcodePrefixes', 'coordinatorId']);

/** "Leeds, Bradford" → ["Leeds", "Bradford"]: the boxes take a list separated by commas. */
const listOf = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * "Areas": the community's named areas (cities and postcode prefixes), each with its coordinator and the
 * members who show a city in it, and a way to its map. Coordinators add, change and remove areas here; an
 * area's coordinator finds their area's impact report.
 */
export function AreasSection({
  slug,
  viewerId,
  isCoordinator,
  choices,
}: {
  slug: string;
  viewerId: string | null;
  isCoordinator: boolean;
  choices: AreaCoordinatorChoice[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const areas = useCommunityAreas(slug);
  const [editing, setEditing] = useState<CommunityArea | 'new' | null>(null);
  const items = areas.data?.items ?? [];
  if (!areas.data || (items.length === 0 && !isCoordinator)) return null;
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id={titleId} className="text-xl font-semibold">
        {t('communityAreas.title')}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('communityAreas.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((area) =>
            editing !== 'new' && editing?.id === area.id ? (
              <li key={area.id}>
                <AreaForm slug={slug} area={area} choices={choices} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <AreaItem
                key={area.id}
                slug={slug}
                area={area}
                isCoordinator={isCoordinator}
                viewerId={viewerId}
                onEdit={() => setEditing(area)}
              />
            ),
          )}
        </ul>
      )}
      {isCoordinator &&
        (editing === 'new' ? (
          <AreaForm slug={slug} area={null} choices={choices} onDone={() => setEditing(null)} />
        ) : (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setEditing('new')}
          >
            {t('communityAreas.add')}
          </Button>
        ))}
    </section>
  );
}

function AreaItem({
  slug,
  area,
  isCoordinator,
  viewerId,
  onEdit,
}: {
  slug: string;
  area: CommunityArea;
  isCoordinator: boolean;
  viewerId: string | null;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveCommunityArea(slug);
  const [isConfirming, setConfirming] = useState(false);
  const places = [...area.cities, ...area.postcodePrefixes].join(', ');
  const readsReport = isCoordinator || area.coordinator?.id === viewerId;
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold wrap-anywhere">{area.name}</h3>
        <span className="text-sm text-muted-foreground">
          {t('communityAreas.members', { count: area.members })}
        </span>
      </div>
      <p className="text-sm wrap-anywhere">{places}</p>
      <p className="text-sm text-muted-foreground wrap-anywhere">
        {area.coordinator
          ? t('communityAreas.coordinator', { name: area.coordinator.name })
          : t('communityAreas.noCoordinator')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to={`${communityMapPath(slug)}?area=${encodeURIComponent(area.id)}`}>
            {t('communityAreas.map', { name: area.name })}
          </Link>
        </Button>
        {readsReport && (
          <Button asChild variant="ghost" size="sm">
            <Link to={`${communityImpactPath(slug)}?area=${encodeURIComponent(area.id)}`}>
              {t('communityAreas.report', { name: area.name })}
            </Link>
          </Button>
        )}
        {isCoordinator && !isConfirming && (
          <>
            <Button variant="outline" size="sm" onClick={onEdit}>
              {t('communityAreas.edit', { name: area.name })}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              {t('communityAreas.remove', { name: area.name })}
            </Button>
          </>
        )}
        {isConfirming && (
          <>
            <Button
              variant="destructive"
              size="sm"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(area.id, {
                  onSuccess: () => toast.success(t('communityAreas.removed', { name: area.name })),
                  onError: (failure) => toast.error(getErrorMessage(failure, t('communityAreas.failed'))),
                })
              }
            >
              {t('communityAreas.confirmRemove', { name: area.name })}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t('communityAreas.keep')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

function AreaForm({
  slug,
  area,
  choices,
  onDone,
}: {
  slug: string;
  area: CommunityArea | null;
  choices: AreaCoordinatorChoice[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveCommunityArea(slug);
  const [values, setValues] = useState({
    name: area?.name ?? '',
    cities: area?.cities.join(', ') ?? '',
    postcodePrefixes: area?.postcodePrefixes.join(', ') ?? '',
    coordinatorId: area?.coordinator?.id ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const translate = (message: string) => translateValidation(t, message) ?? message;
  const errorsOf = (issues: Array<{ path: string; message: string }>) => {
    const found: Partial<Record<Field, string>> = {};
    for (const issue of issues) {
      const field = fields.has(issue.path) ? (issue.path as Field) : 'form';
      found[field] ??= translate(issue.message);
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = communityAreaInputSchema.safeParse({
      name: values.name,
      cities: listOf(values.cities),
      postcodePrefixes: listOf(values.postcodePrefixes),
      coordinatorId: values.coordinatorId || null,
    });
    if (!checked.success) {
      setErrors(
        errorsOf(
          checked.error.issues.map((issue) => ({
            path: String(issue.path[0] ?? ''),
            message: issue.message,
          })),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(
      { areaId: area?.id ?? null, area: checked.data satisfies CommunityAreaInput },
      {
        onSuccess: (saved) => {
          toast.success(t('communityAreas.saved', { name: saved.name }));
          onDone();
        },
        onError: (failure) => {
          const found = failure instanceof ApiError ? errorsOf(failure.issues ?? []) : {};
          if (Object.keys(found).length === 0)
            found.form = getErrorMessage(failure, t('communityAreas.failed'));
          setErrors(found);
        },
      },
    );
  };
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={area ? t('communityAreas.editTitle', { name: area.name }) : t('communityAreas.addTitle')}
      className="grid gap-3 rounded-lg border p-3"
    >
      <TextField
        label={t('communityAreas.name')}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        label={t('communityAreas.cities')}
        value={values.cities}
        onChange={set('cities')}
        error={errors.cities}
      />
      <TextField
        label={t('communityAreas.prefixes')}
        value={values.postcodePrefixes}
        onChange={set('postcodePrefixes')}
        error={errors.postcodePrefixes}
      />
      <p className="text-xs text-muted-foreground">{t('communityAreas.hint')}</p>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-coordinator`} className="text-sm font-medium">
          {t('communityAreas.coordinatorLabel')}
        </label>
        <select
          id={`${id}-coordinator`}
          value={values.coordinatorId}
          onChange={set('coordinatorId')}
          aria-invalid={errors.coordinatorId ? true : undefined}
          className={cn(fieldClassName, 'h-9 py-1')}
        >
          <option value="">{t('communityAreas.noCoordinatorOption')}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
        <FormMessage>{errors.coordinatorId}</FormMessage>
      </div>
      <FormMessage>{errors.form}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('communityAreas.save')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {t('communityAreas.cancel')}
        </Button>
      </div>
    </form>
  );
}
