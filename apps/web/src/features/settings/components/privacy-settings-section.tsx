import { useEffect } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { usePrivacySettings } from '../api/get-privacy-settings.ts';
import { PrivacySettingsForm } from './privacy-settings-form.tsx';

/** Spinner while the settings load, the form once they have, a toast and a retry if they cannot. */
export function PrivacySettingsSection() {
  const settings = usePrivacySettings();
  const isError = settings.isError;
  useEffect(() => {
    if (isError) toast.error('Failed to load settings');
  }, [isError]);

  if (settings.isPending) {
    return <LoadingPanel label="Loading settings" className="py-16" />;
  }
  if (settings.isError) {
    return (
      <RetryPanel
        message="Your settings could not be loaded."
        onRetry={() => void settings.refetch()}
        className="py-10"
      />
    );
  }
  return <PrivacySettingsForm initial={settings.data} />;
}
