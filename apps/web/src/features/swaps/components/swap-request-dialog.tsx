import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { normalizeSkill } from '@skillswap/contracts/shared/skill-taxonomy';
import { defaultSkill } from '@skillswap/contracts/swaps/schemas';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useRequesterProfile } from '../api/get-requester-profile.ts';
import { useSwapRequests } from '../api/list-swap-requests.ts';
import { useSharedCommunities } from '../api/shared-communities.ts';
import { countSwapUsage, findReachedLimit } from '../swap-usage.ts';
import type { SwapMatchSkills, SwapTarget } from './swap-request-button.tsx';
import { PlanLimitReached, PlanLimitsNote } from './plan-limits-note.tsx';
import { SwapRequestForm, type SwapRequestFormValues } from './swap-request-form.tsx';

interface SwapRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: SwapTarget;
  about?: SwapMatchSkills;
  isSending: boolean;
  onSend: (values: SwapRequestFormValues) => void;
  /** The community the request is proposed from (its member list): chosen in "Made in" to begin with. */
  communityId?: string;
  /** The button that opens the dialog. */
  children: ReactElement;
}

export function SwapRequestDialog({
  open,
  onOpenChange,
  target,
  about,
  isSending,
  onSend,
  communityId,
  children,
}: SwapRequestDialogProps) {
  const { t } = useTranslation();
  const requester = useRequesterProfile(open);
  const requests = useSwapRequests(open);
  const shared = useSharedCommunities(target.id, open);
  const communities = shared.data?.items ?? [];
  const usage = requests.data ? countSwapUsage(requests.data.items) : null;
  const name = target.full_name || t('swaps.request.anonymous');
  const mySkills = requester.data?.skills_offered ?? [];
  const teachesNothing = requester.data !== undefined && mySkills.length === 0;
  // A plan limit already reached is said before the member writes anything.
  const reachedLimit = requester.data && usage ? findReachedLimit(requester.data.plan, usage) : null;
  return (
    <ActionDialog
      trigger={children}
      title={t('swaps.request.title', { name })}
      description={t('swaps.request.description')}
      isOpen={open}
      onOpenChange={onOpenChange}
    >
      {requester.isPending || shared.isPending ? (
        <div className="flex justify-center py-6 text-2xl text-primary">
          <Spinner />
        </div>
      ) : teachesNothing ? (
        <div className="grid gap-4">
          <p>{t('swaps.request.teachFirst', { name })}</p>
          <Button asChild className="justify-self-end">
            <Link to={paths.welcome}>{t('swaps.request.completeProfile')}</Link>
          </Button>
        </div>
      ) : requester.data && usage && reachedLimit ? (
        <PlanLimitReached plan={requester.data.plan} usage={usage} limit={reachedLimit} />
      ) : (
        <SwapRequestForm
          defaults={{
            offeredSkill: skillAbout(mySkills, about?.learns),
            requestedSkill: skillAbout(target.skills_offered, about?.teaches),
            message: target.full_name
              ? t('swaps.request.defaultMessage', { name: target.full_name })
              : t('swaps.request.defaultMessageNoName'),
            hoursOffered: 1,
            hoursRequested: 1,
            communityId: communities.some((community) => community.id === communityId)
              ? communityId
              : undefined,
          }}
          communities={communities}
          mySkills={mySkills}
          theirSkills={target.skills_offered}
          otherName={name}
          note={requester.data && <PlanLimitsNote plan={requester.data.plan} usage={usage} />}
          submitLabel={t('swaps.request.submit')}
          pendingLabel={t('swaps.request.sending')}
          isSending={isSending}
          onSend={onSend}
        />
      )}
    </ActionDialog>
  );
}

/** The first listed skill that means one of the match's canonical skills, else the first listed skill. */
function skillAbout(listed: readonly string[], canonical: readonly string[] = []): string {
  const wanted = new Set(canonical);
  return listed.find((label) => wanted.has(normalizeSkill(label).canonical)) ?? defaultSkill(listed);
}
