import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { communityPagePath } from '@/config/paths.ts';
import { AreaSelect } from '@/features/community-areas/components/area-select.tsx';
import { useAreaParam } from '@/features/community-areas/components/use-area-param.ts';
import { ImpactReportScreen } from '@/features/impact/components/impact-report-screen.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** /c/:slug/impact (the community's coordinators and owner): the community's impact report of a period. */
export function CommunityImpactPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { area, chooseArea } = useAreaParam();
  useDocumentTitle(t('impact.page.title'));
  return (
    <div className="mx-auto grid max-w-5xl px-4 py-10">
      <ImpactReportScreen
        scope={{ kind: 'community', slug, ...(area ? { area } : {}) }}
        filters={<AreaSelect slug={slug} value={area} onChange={chooseArea} />}
        title={t('impact.page.title')}
        intro={t('impact.page.intro')}
        before={
          <p className="text-sm">
            <Link to={communityPagePath(slug)} className="underline">
              {t('impact.page.back')}
            </Link>
          </p>
        }
      />
    </div>
  );
}
