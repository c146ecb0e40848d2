import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CommunityArea } from '@skillswap/contracts/community-areas/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { communityImpactPath, communityMapPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useCommunityAreas, useRemoveCommunityArea } from '../api/community-areas.ts';
import { AreaForm, type AreaCoordinatorChoice } from './area-form.tsx';

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
