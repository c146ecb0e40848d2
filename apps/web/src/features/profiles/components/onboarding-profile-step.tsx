import type { ReactNode } from 'react';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useMyProfile } from '../api/get-my-profile.ts';
import { ProfileEditorForm } from './profile-editor-form.tsx';

interface OnboardingProfileStepProps {
  /** After a successful save. */
  onDone: () => void;
  /** The way past the step without saving. */
  skipAction: ReactNode;
}

/** The sign-up step's form: bio and skills from the profile editor, with a way to skip. */
export function OnboardingProfileStep({ onDone, skipAction }: OnboardingProfileStepProps) {
  const { t } = useTranslation();
  const profile = useMyProfile();
  if (profile.isPending) return <LoadingPanel label={t('profiles.editor.loading')} className="py-16" />;
  if (profile.isError) {
    return (
      <RetryPanel
        message={t('profiles.editor.loadFailed')}
        onRetry={() => void profile.refetch()}
        className="py-10"
      />
    );
  }
  return (
    <ProfileEditorForm
      key={profile.data.id}
      profile={profile.data}
      isEssentialsOnly
      submitLabel={t('profiles.onboarding.submit')}
      onSaved={onDone}
      secondaryAction={skipAction}
      draftKey={`skillswap:welcome-draft:${profile.data.id}`}
    />
  );
}
