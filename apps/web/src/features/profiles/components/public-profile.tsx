import type { ReactNode } from 'react';
import type { ProfileDetail } from '@skillswap/contracts/profiles/schemas';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
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
  const { t } = useTranslation();
  const profile = useProfile(memberId, { viewerId, isReady: isViewerKnown });
  if (profile.isPending) {
    return <LoadingPanel label={t('profiles.public.loading')} className="py-24" />;
  }
  if (profile.isError) {
    const isMissing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <div className="py-24 text-center">
        <h1 className="text-2xl font-semibold">
          {isMissing ? t('profiles.public.notFound') : t('profiles.public.error')}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {isMissing ? t('profiles.public.notFoundHint') : t('profiles.public.errorHint')}
        </p>
      </div>
    );
  }
  return <PublicProfileView profile={profile.data} action={renderAction(profile.data)} />;
}
