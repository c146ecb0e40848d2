import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { useViewerPlan } from '@/features/explore/api/get-viewer-plan.ts';
import { BrandingEditor } from '@/features/portfolio/components/branding-editor.tsx';
import { PortfolioEditor } from '@/features/portfolio/components/portfolio-editor.tsx';
import { MyProfileEditor } from '@/features/profiles/components/my-profile-editor.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** /profile/edit (members only). */
export function MyProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profiles.mine.title'));
  const plan = useViewerPlan(true);
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-8 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('profiles.mine.title')}</h1>
        <p className="text-muted-foreground">{t('profiles.mine.description')}</p>
      </header>
      <MyProfileEditor />
      <PortfolioEditor plan={plan} />
      <BrandingEditor plan={plan} />
    </section>
  );
}
