import { Eye, Mail, MapPin, Network } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import type { PrivacySettings } from '@skillswap/contracts/privacy/schemas';
import { useUnsavedChangesGuard } from '@/components/forms/use-unsaved-changes-guard.ts';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useUpdatePrivacySettings } from '../api/update-privacy-settings.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { PrivacyCard } from './privacy-card.tsx';
import { SharedWithPartners } from './federation-directory-shared-fields.tsx';

/** The privacy cards and Save Changes, starting from the settings as loaded. */
export function PrivacySettingsForm({ initial }: { initial: PrivacySettings }) {
  const { t } = useTranslation();
  const id = useId();
  const [settings, setSettings] = useState(initial);
  const [savedSettings, setSavedSettings] = useState(initial);
  const mutation = useUpdatePrivacySettings();
  const change = (next: Partial<PrivacySettings>) => setSettings((current) => ({ ...current, ...next }));
  const hasUnsavedChanges = (Object.keys(settings) as (keyof PrivacySettings)[]).some(
    (key) => settings[key] !== savedSettings[key],
  );
  useUnsavedChangesGuard(hasUnsavedChanges, t('settings.privacy.leave'));

  function save() {
    mutation.mutate(
      {
        _profile_visibility: settings.profile_visibility,
        _show_email: settings.show_email,
        _show_location_detail: settings.show_location_detail,
        visibleToPartners: settings.visibleToPartners,
      },
      {
        onSuccess: (saved) => {
          setSavedSettings(saved);
          toast.success(t('settings.privacy.saved'));
        },
        onError: (error) => toast.error(getErrorMessage(error, t('settings.privacy.saveFailed'))),
      },
    );
  }

  return (
    <div className="grid gap-6">
      <PrivacyCard
        icon={Eye}
        title={t('settings.privacy.visibility.title')}
        description={t('settings.privacy.visibility.description')}
        contentClassName="grid gap-2"
      >
        <ChoiceSelect
          id={`${id}-visibility`}
          label={t('settings.privacy.visibility.label')}
          value={settings.profile_visibility}
          choices={{
            public: t('settings.privacy.visibility.public'),
            private: t('settings.privacy.visibility.private'),
          }}
          onChange={(visibility) => change({ profile_visibility: visibility })}
        />
      </PrivacyCard>

      <PrivacyCard
        icon={Mail}
        title={t('settings.privacy.email.title')}
        description={t('settings.privacy.email.description')}
        contentClassName="flex items-center gap-3"
      >
        <Switch
          id={`${id}-email`}
          checked={settings.show_email}
          onCheckedChange={(checked) => change({ show_email: checked })}
        />
        <Label htmlFor={`${id}-email`}>{t('settings.privacy.email.label')}</Label>
      </PrivacyCard>

      <PrivacyCard
        icon={MapPin}
        title={t('settings.privacy.location.title')}
        description={t('settings.privacy.location.description')}
        contentClassName="grid gap-2"
      >
        <ChoiceSelect
          id={`${id}-location`}
          label={t('settings.privacy.location.label')}
          value={settings.show_location_detail}
          choices={{
            full: t('settings.privacy.location.full'),
            city: t('settings.privacy.location.city'),
            hidden: t('settings.privacy.location.hidden'),
          }}
          onChange={(detail) => change({ show_location_detail: detail })}
        />
      </PrivacyCard>

      <PrivacyCard
        icon={Network}
        title={t('settings.privacy.partners.title')}
        description={t('settings.privacy.partners.description')}
        contentClassName="grid gap-4"
      >
        <div className="flex items-center gap-3">
          <Switch
            id={`${id}-partners`}
            checked={settings.visibleToPartners}
            onCheckedChange={(checked) => change({ visibleToPartners: checked })}
            aria-describedby={`${id}-partners-shared`}
          />
          <Label htmlFor={`${id}-partners`}>{t('settings.privacy.partners.label')}</Label>
        </div>
        <SharedWithPartners id={`${id}-partners-shared`} />
      </PrivacyCard>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {hasUnsavedChanges && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('settings.privacy.unsaved')}
          </p>
        )}
        <Button onClick={save} disabled={mutation.isPending}>
          {mutation.isPending ? t('settings.saving') : t('settings.privacy.save')}
        </Button>
      </div>
    </div>
  );
}
