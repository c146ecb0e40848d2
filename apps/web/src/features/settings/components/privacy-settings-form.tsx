import { Eye, Mail, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import type { PrivacySettings } from '@skillswap/contracts/privacy';
import { useUnsavedChangesGuard } from '@/components/forms/use-unsaved-changes-guard.ts';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useUpdatePrivacySettings } from '../api/update-privacy-settings.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { PrivacyCard } from './privacy-card.tsx';

/** The three privacy cards and Save Changes, starting from the settings as loaded. */
export function PrivacySettingsForm({ initial }: { initial: PrivacySettings }) {
  const id = useId();
  const [settings, setSettings] = useState(initial);
  const [savedSettings, setSavedSettings] = useState(initial);
  const mutation = useUpdatePrivacySettings();
  const change = (next: Partial<PrivacySettings>) => setSettings((current) => ({ ...current, ...next }));
  const hasUnsavedChanges = (Object.keys(settings) as (keyof PrivacySettings)[]).some(
    (key) => settings[key] !== savedSettings[key],
  );
  useUnsavedChangesGuard(
    hasUnsavedChanges,
    'Your privacy settings have unsaved changes. Leave this page without saving them?',
  );

  function save() {
    mutation.mutate(
      {
        _profile_visibility: settings.profile_visibility,
        _show_email: settings.show_email,
        _show_location_detail: settings.show_location_detail,
      },
      {
        onSuccess: (saved) => {
          setSavedSettings(saved);
          toast.success('Settings saved successfully!');
        },
        onError: (error) => toast.error(getErrorMessage(error, 'Failed to save settings')),
      },
    );
  }

  return (
    <div className="grid gap-6">
      <PrivacyCard
        icon={Eye}
        title="Profile Visibility"
        description="Public profiles appear on Explore; a private profile only you can see."
        contentClassName="grid gap-2"
      >
        <ChoiceSelect
          id={`${id}-visibility`}
          label="Who can see your profile"
          value={settings.profile_visibility}
          choices={{ public: 'Public', private: 'Private' }}
          onChange={(visibility) => change({ profile_visibility: visibility })}
        />
      </PrivacyCard>

      <PrivacyCard
        icon={Mail}
        title="Email Visibility"
        description="When on, signed-in members see your email address on your profile."
        contentClassName="flex items-center gap-3"
      >
        <Switch
          id={`${id}-email`}
          checked={settings.show_email}
          onCheckedChange={(checked) => change({ show_email: checked })}
        />
        <Label htmlFor={`${id}-email`}>Show Email</Label>
      </PrivacyCard>

      <PrivacyCard
        icon={MapPin}
        title="Location Privacy"
        description="How much of your location other members see."
        contentClassName="grid gap-2"
      >
        <ChoiceSelect
          id={`${id}-location`}
          label="Location shown"
          value={settings.show_location_detail}
          choices={{ full: 'Full Address', city: 'City Only', hidden: 'Hidden' }}
          onChange={(detail) => change({ show_location_detail: detail })}
        />
      </PrivacyCard>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {hasUnsavedChanges && (
          <p role="status" className="text-sm text-muted-foreground">
            You have unsaved changes.
          </p>
        )}
        <Button onClick={save} disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </div>
  );
}
