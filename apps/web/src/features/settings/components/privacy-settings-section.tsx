import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
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
    return (
      <div className="flex justify-center py-16 text-3xl text-primary">
        <Spinner label="Loading settings" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div className="grid justify-items-center gap-3 py-10 text-center">
        <p className="text-muted-foreground">Your settings could not be loaded.</p>
        <Button variant="outline" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <PrivacySettingsForm initial={settings.data} />;
}
