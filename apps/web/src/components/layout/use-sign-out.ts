import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { toast } from './toast.ts';

/**
 * Stops pushes to this device before the session ends (ADR 105): the server drops its subscription while the
 * member may still ask, and the browser ends it. Loaded on sign-out only; a failure never blocks signing out.
 */
async function dropThisDevicePush() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const { unsubscribeThisDevice } = await import('@/features/notifications/api/push.ts');
    await unsubscribeThisDevice();
  } catch {
    // Offline: the subscription stays until push is turned off in Settings or the push service refuses it.
  }
}

/**
 * Signs the member out, says goodbye and goes home, whatever the server answered: the session is gone
 * locally.
 */
export function useSignOut() {
  const { signOut } = useAuth();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dropThisDevicePush();
    try {
      await signOut();
    } catch {
      // The provider has already dropped the session; a failed server call only leaves a cookie to expire.
    }
    toast(t('components.signedOut.title'), { description: t('components.signedOut.description') });
    void navigate(paths.home);
  }, [signOut, navigate, t]);
}
