import { RefreshCw, TriangleAlert, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { reloadToLatest } from '@/lib/pwa/service-worker.ts';

/**
 * A page's code that cannot be fetched usually means a new version was deployed: a reload fixes it, through
 * the new service worker when one is waiting (the same step as its "Reload to update" notice).
 */
function isChunkLoadError(error: Error) {
  return /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

export function RouteErrorFallback({ error }: { error: Error }) {
  const { t } = useTranslation();
  const isStaleVersion = isChunkLoadError(error);
  // Judged when the page failed, and kept: the notice itself reloads once the connection is back.
  const [isOffline] = useState(() => isStaleVersion && typeof navigator !== 'undefined' && !navigator.onLine);
  if (isOffline) return <OfflineNotice />;
  return (
    <section role="alert" className="page-container flex flex-col items-center gap-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{t('components.error.title')}</h1>
      <p className="max-w-md text-muted-foreground">
        {t(isStaleVersion ? 'components.error.newVersion' : 'components.error.unexpected')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonVariants()} onClick={() => void reloadToLatest()}>
          <RefreshCw aria-hidden="true" />
          {t('components.error.reload')}
        </button>
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          {t('components.notFound.home')}
        </Link>
      </div>
    </section>
  );
}

/**
 * The page's code could not be fetched because the device is offline, not because of a new version: say so,
 * and load the page by itself as soon as the connection is back.
 */
function OfflineNotice() {
  const { t } = useTranslation();
  useEffect(() => {
    const retry = () => window.location.reload();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);
  return (
    <section role="alert" className="page-container flex flex-col items-center gap-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <WifiOff aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{t('components.offline.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('components.offline.text')}</p>
    </section>
  );
}
