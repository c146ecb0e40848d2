import { useCallback, useState } from 'react';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ApiError } from '@/lib/api-client.ts';
import { ReauthDialog } from './reauth-dialog.tsx';

interface PendingProof {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Runs a dangerous call; when it answers `reauth_required`, asks the member to confirm it is them and runs it
 * again. Render `reauthDialog` once in the component. Cancelling rejects with a `reauth_cancelled` ApiError.
 */
export function useReauthentication() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingProof | null>(null);

  const withReauth = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!(error instanceof ApiError && error.code === errorCodes.reauthRequired)) throw error;
      await new Promise<void>((resolve, reject) => setPending({ resolve, reject }));
      return action();
    }
  }, []);

  const reauthDialog = (
    <ReauthDialog
      isOpen={pending !== null}
      onProved={() => {
        pending?.resolve();
        setPending(null);
      }}
      onCancel={() => {
        pending?.reject(new ApiError(403, 'reauth_cancelled', t('settings.reauth.cancelled')));
        setPending(null);
      }}
    />
  );
  return { withReauth, reauthDialog };
}
