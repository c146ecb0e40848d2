import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/i18n/i18n-context.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Says so while the device is offline: pages opened before still open from the service
 * worker's cache, but nothing new loads or saves until the connection is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (isOnline) return null;
  return (
    <div role="status" className="border-b bg-muted px-4 py-2 text-center text-sm text-muted-foreground">
      <WifiOff aria-hidden="true" className="me-2 inline size-4 align-text-bottom" />
      {t('components.offline.banner')}
    </div>
  );
}
