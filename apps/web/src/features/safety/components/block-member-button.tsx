import { Ban } from 'lucide-react';
import { useState } from 'react';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useBlockMember } from '../api/blocks.ts';

interface BlockMemberButtonProps {
  memberId: string;
  memberName: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Where to go once blocked, e.g. away from the blocked member's profile, which is now gone for you. */
  onBlocked?: () => void;
}

/** Block a member, from their profile, a swap page or a message thread, after saying what it does. */
export function BlockMemberButton({
  memberId,
  memberName,
  variant,
  size,
  onBlocked,
}: BlockMemberButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useBlockMember();
  const block = () =>
    mutation.mutate(memberId, {
      onSuccess: () => {
        setIsOpen(false);
        toast.success(`You blocked ${memberName}`);
        onBlocked?.();
      },
      onError: (error) => toast.error(getErrorMessage(error, `${memberName} could not be blocked`)),
    });
  return (
    <ActionDialog
      trigger={
        <Button variant={variant ?? 'outline'} size={size ?? 'default'}>
          <Ban aria-hidden="true" />
          Block
        </Button>
      }
      title={`Block ${memberName}?`}
      description={
        <>
          You and {memberName} will no longer see each other on Explore, matches, circles or profiles, and
          neither of you can send the other a swap request or a message. Requests waiting between you are
          withdrawn. Swaps already accepted can still be finished or cancelled. You can unblock them in
          Settings.
        </>
      }
      isOpen={isOpen}
      onOpenChange={setIsOpen}
    >
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button variant="destructive" disabled={mutation.isPending} onClick={block}>
          {mutation.isPending ? 'Blocking...' : `Block ${memberName}`}
        </Button>
      </DialogFooter>
    </ActionDialog>
  );
}
