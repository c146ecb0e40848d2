import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('components.notFound.documentTitle'));
  return (
    <section className="page-container flex flex-col items-center gap-5 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-gradient text-7xl font-extrabold tracking-tight">404</h1>
      <p className="text-2xl font-semibold">{t('components.notFound.title')}</p>
      <p className="max-w-md text-muted-foreground">{t('components.notFound.text')}</p>
      <Button asChild size="lg">
        <Link to={paths.home}>{t('components.notFound.home')}</Link>
      </Button>
    </section>
  );
}
