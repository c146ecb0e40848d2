import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { communityPagePath } from '@/config/paths.ts';
import { AreaSelect } from '@/features/community-areas/components/area-select.tsx';
import { useAreaParam } from '@/features/community-areas/components/use-area-param.ts';
import { MembersMap } from '@/features/map/components/members-map.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** /c/:slug/map: the community's members on a map, with the same in a list (ADR 175). */
export function CommunityMapPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { area, chooseArea } = useAreaParam();
  useDocumentTitle(t('map.page.title'));
  return (
    <div className="mx-auto grid max-w-5xl gap-4 px-4 py-10">
      <p className="text-sm">
        <Link to={communityPagePath(slug)} className="underline">
          {t('map.page.back')}
        </Link>
      </p>
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('map.page.title')}</h1>
        <p className="text-muted-foreground">{t('map.page.intro')}</p>
      </header>
      <AreaSelect slug={slug} value={area} onChange={chooseArea} />
      <MembersMap source={{ kind: 'community', slug, area }} />
    </div>
  );
}
