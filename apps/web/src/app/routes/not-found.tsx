import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="page-container flex flex-col items-center gap-5 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-gradient text-7xl font-extrabold tracking-tight">404</h1>
      <p className="text-2xl font-semibold">Oops! Page not found</p>
      <p className="max-w-md text-muted-foreground">
        The page you are looking for does not exist or has moved. Let’s get you back on track.
      </p>
      <Button asChild size="lg">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </section>
  );
}
