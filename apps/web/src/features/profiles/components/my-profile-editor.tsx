import { Link } from 'react-router';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { memberProfilePath } from '@/config/paths.ts';
import { useMyProfile } from '../api/get-my-profile.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { ProfileEditorForm } from './profile-editor-form.tsx';

/** My Profile: photo and details, with a link to the page other members see. */
export function MyProfileEditor() {
  const profile = useMyProfile();
  if (profile.isPending) {
    return <LoadingPanel label="Loading your profile" className="py-24" />;
  }
  if (profile.isError) {
    return (
      <RetryPanel
        message="Your profile could not be loaded."
        onRetry={() => void profile.refetch()}
        className="py-16"
      />
    );
  }
  return (
    <div className="grid gap-6">
      <div className="flex justify-end">
        <Button asChild variant="outline">
          <Link to={memberProfilePath(profile.data.id)}>View public profile</Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Photo</CardTitle>
        </CardHeader>
        <CardContent>
          <AvatarUpload name={profile.data.full_name} avatarUrl={profile.data.avatar_url} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">About you</CardTitle>
        </CardHeader>
        <CardContent>
          <ProfileEditorForm key={profile.data.id} profile={profile.data} />
        </CardContent>
      </Card>
    </div>
  );
}
