import { Ban } from 'lucide-react';
import { useState } from 'react';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useBlockRemoteMember } from '../api/remote-blocks.ts';

/** Block a member of another exchange from a request with them, after saying what it does (ADR 213). */
export function BlockRemoteMemberButton({ address, partner }: { address: string; partner: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useBlockRemoteMember();
  const block = () =>
    mutation.mutate(address, {
      onSuccess: () => {
        setIsOpen(false);
        toast.success(t('federationDirectory.block.done', { partner }));
      },
      onError: (error) =>
        toast.error(getErrorMessage(error, t('federationDirectory.block.failed', { partner }))),
    });
  return (
    <ActionDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          aria-label={t('federationDirectory.block.triggerFor', { partner })}
        >
          <Ban aria-hidden="true" />
          {t('federationDirectory.block.trigger')}
        </Button>
      }
      title={t('federationDirectory.block.title', { partner })}
      description={t('federationDirectory.block.description', { partner })}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
    >
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('federationDirectory.block.keep')}</Button>
        </DialogClose>
        <Button variant="destructive" disabled={mutation.isPending} onClick={block}>
          {t('federationDirectory.block.submit', { partner })}
        </Button>
      </DialogFooter>
    </ActionDialog>
  );
}
