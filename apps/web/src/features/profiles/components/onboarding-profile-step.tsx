import type { ReactNode } from 'react';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
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
  const profile = useMyProfile();
  if (profile.isPending) return <LoadingPanel label="Loading your profile" className="py-16" />;
  if (profile.isError) {
    return (
      <RetryPanel
        message="Your profile could not be loaded."
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
      submitLabel="Save and continue"
      onSaved={onDone}
      secondaryAction={skipAction}
    />
  );
}
