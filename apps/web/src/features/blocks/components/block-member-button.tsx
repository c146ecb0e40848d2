import { Ban } from 'lucide-react';
import { useState } from 'react';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
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
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useBlockMember();
  const block = () =>
    mutation.mutate(memberId, {
      onSuccess: () => {
        setIsOpen(false);
        toast.success(t('safety.block.done', { name: memberName }));
        onBlocked?.();
      },
      onError: (error) => toast.error(getErrorMessage(error, t('safety.block.failed', { name: memberName }))),
    });
  return (
    <ActionDialog
      trigger={
        <Button variant={variant ?? 'outline'} size={size ?? 'default'}>
          <Ban aria-hidden="true" />
          {t('safety.block.trigger')}
        </Button>
      }
      title={t('safety.block.title', { name: memberName })}
      description={t('safety.block.description', { name: memberName })}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
    >
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('safety.cancel')}</Button>
        </DialogClose>
        <Button variant="destructive" disabled={mutation.isPending} onClick={block}>
          {mutation.isPending ? t('safety.block.pending') : t('safety.block.submit', { name: memberName })}
        </Button>
      </DialogFooter>
    </ActionDialog>
  );
}
