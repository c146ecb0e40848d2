import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { memberProfilePath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useMyProfile } from '../api/get-my-profile.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { AvatarUpload, type ChosenAvatar } from './avatar-upload.tsx';
import { ProfileEditorForm } from './profile-editor-form.tsx';

/** My Profile: photo and details, with a link to the page other members see. */
export function MyProfileEditor() {
  const { t } = useTranslation();
  const profile = useMyProfile();
  const [chosen, setChosen] = useState<ChosenAvatar | null>(null);
  const upload = useUploadAvatar();
  /** Uploads the picked photo, if any; "Save Profile" waits for it, so a chosen photo is never dropped. */
  const savePhoto = async () => {
    if (!chosen) return;
    await upload.mutateAsync(chosen.file);
    setChosen(null);
  };
  if (profile.isPending) {
    return <LoadingPanel label={t('profiles.editor.loading')} className="py-24" />;
  }
  if (profile.isError) {
    return (
      <RetryPanel
        message={t('profiles.editor.loadFailed')}
        onRetry={() => void profile.refetch()}
        className="py-16"
      />
    );
  }
  return (
    <div className="grid gap-6">
      <div className="flex justify-end">
        <Button asChild variant="outline">
          <Link to={memberProfilePath(profile.data.id)}>{t('profiles.editor.viewPublic')}</Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('profiles.editor.photo')}</CardTitle>
        </CardHeader>
        <CardContent>
          <AvatarUpload
            name={profile.data.full_name}
            avatarUrl={profile.data.avatar_url}
            chosen={chosen}
            onChosenChange={setChosen}
            isUploading={upload.isPending}
            onUpload={() =>
              void savePhoto().then(
                () => toast.success(t('profiles.photo.updated')),
                (error: unknown) => toast.error(getErrorMessage(error, t('profiles.photo.failed'))),
              )
            }
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('profiles.editor.about')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ProfileEditorForm key={profile.data.id} profile={profile.data} onBeforeSave={savePhoto} />
        </CardContent>
      </Card>
    </div>
  );
}
