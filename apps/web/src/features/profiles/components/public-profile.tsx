import type { ReactNode } from 'react';
import type { ProfileDetail } from '@skillswap/contracts/profiles';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useProfile } from '../api/get-profile.ts';
import { PublicProfileView } from './public-profile-view.tsx';

interface PublicProfileProps {
  memberId: string;
  /** The signed-in member, or null; `isViewerKnown` is false while the session is being restored. */
  viewerId: string | null;
  isViewerKnown: boolean;
  renderAction: (profile: ProfileDetail) => ReactNode;
}

/** Loads one member's profile; private, deleted and unknown members all read as not found. */
export function PublicProfile({ memberId, viewerId, isViewerKnown, renderAction }: PublicProfileProps) {
  const profile = useProfile(memberId, { viewerId, isReady: isViewerKnown });
  if (profile.isPending) {
    return <LoadingPanel label="Loading profile" className="py-24" />;
  }
  if (profile.isError) {
    const isMissing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <div className="py-24 text-center">
        <h1 className="text-2xl font-semibold">{isMissing ? 'Profile not found' : 'Something went wrong'}</h1>
        <p className="mt-2 text-muted-foreground">
          {isMissing
            ? 'This member may have made their profile private or left SkillSwap.'
            : 'The profile could not be loaded. Please try again.'}
        </p>
      </div>
    );
  }
  return <PublicProfileView profile={profile.data} action={renderAction(profile.data)} />;
}
