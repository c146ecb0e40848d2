import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { normalizeSkill } from '@skillswap/contracts/skill-taxonomy';
import { defaultSkill, defaultSwapMessage } from '@skillswap/contracts/swaps';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useRequesterProfile } from '../api/get-requester-profile.ts';
import { useSwapRequests } from '../api/list-swap-requests.ts';
import { countSwapUsage } from '../swap-usage.ts';
import type { SwapMatchSkills, SwapTarget } from './swap-request-button.tsx';
import { PlanLimitsNote } from './plan-limits-note.tsx';
import { SwapRequestForm, type SwapRequestFormValues } from './swap-request-form.tsx';

interface SwapRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: SwapTarget;
  about?: SwapMatchSkills;
  isSending: boolean;
  onSend: (values: SwapRequestFormValues) => void;
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
  children,
}: SwapRequestDialogProps) {
  const requester = useRequesterProfile(open);
  const requests = useSwapRequests(open);
  const usage = requests.data ? countSwapUsage(requests.data.items) : null;
  const name = target.full_name || 'Anonymous';
  const mySkills = requester.data?.skills_offered ?? [];
  const teachesNothing = requester.data !== undefined && mySkills.length === 0;
  return (
    <ActionDialog
      trigger={children}
      title={<>Request a swap with {name}</>}
      description="Say what you will teach and what you would like to learn. One hour of teaching is one SkillCoin."
      isOpen={open}
      onOpenChange={onOpenChange}
    >
      {requester.isPending ? (
        <div className="flex justify-center py-6 text-2xl text-primary">
          <Spinner />
        </div>
      ) : teachesNothing ? (
        <div className="grid gap-4">
          <p>
            A swap is a trade: add at least one skill you can teach to your profile first, so {name} knows
            what you offer in return.
          </p>
          <Button asChild className="justify-self-end">
            <Link to={paths.welcome}>Complete your profile</Link>
          </Button>
        </div>
      ) : (
        <SwapRequestForm
          defaults={{
            offeredSkill: skillAbout(mySkills, about?.learns),
            requestedSkill: skillAbout(target.skills_offered, about?.teaches),
            message: defaultSwapMessage(target.full_name || 'there'),
            hoursOffered: 1,
            hoursRequested: 1,
          }}
          mySkills={mySkills}
          theirSkills={target.skills_offered}
          otherName={name}
          note={requester.data && <PlanLimitsNote plan={requester.data.plan} usage={usage} />}
          submitLabel="Send Request"
          pendingLabel="Sending..."
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
