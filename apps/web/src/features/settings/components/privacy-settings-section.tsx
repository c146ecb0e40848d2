import { useEffect } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { usePrivacySettings } from '../api/get-privacy-settings.ts';
import { PrivacySettingsForm } from './privacy-settings-form.tsx';

/** Spinner while the settings load, the form once they have, a toast and a retry if they cannot. */
export function PrivacySettingsSection() {
  const { t } = useTranslation();
  const settings = usePrivacySettings();
  const isError = settings.isError;
  const failed = t('settings.privacy.toastLoadFailed');
  useEffect(() => {
    if (isError) toast.error(failed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not per language switch
  }, [isError]);

  if (settings.isPending) {
    return <LoadingPanel label={t('settings.privacy.loading')} className="py-16" />;
  }
  if (settings.isError) {
    return (
      <RetryPanel
        message={t('settings.privacy.loadFailed')}
        onRetry={() => void settings.refetch()}
        className="py-10"
      />
    );
  }
  return <PrivacySettingsForm initial={settings.data} />;
}
