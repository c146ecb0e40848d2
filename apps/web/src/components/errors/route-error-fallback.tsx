import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { paths } from '@/config/paths.ts';

/** A page's code that cannot be fetched usually means a new version was deployed: a reload fixes it. */
function isChunkLoadError(error: Error) {
  return /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

export function RouteErrorFallback({ error }: { error: Error }) {
  const isStaleVersion = isChunkLoadError(error);
  return (
    <section role="alert" className="page-container flex flex-col items-center gap-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        {isStaleVersion
          ? 'A new version of SkillSwap is available, or the connection dropped. Reload to continue.'
          : 'This page hit an unexpected problem. Try again, or head back home.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload page
        </button>
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}
