import { useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import type { SwapRequestTerms } from '@skillswap/contracts/swaps/schemas';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useUpdateSwapRequest } from '../api/update-swap-request.ts';
import { SwapRequestForm } from './swap-request-form.tsx';

interface EditSwapRequestButtonProps {
  swapId: string;
  /** The request as it stands. */
  terms: SwapRequestTerms;
  otherName: string;
}

/** Edit Request: the requester changes skills, hours or message until the other member answers. */
export function EditSwapRequestButton({ swapId, terms, otherName }: EditSwapRequestButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useUpdateSwapRequest(swapId);
  return (
    <ActionDialog
      trigger={<Button variant="outline">{t('swaps.edit.trigger')}</Button>}
      title={t('swaps.edit.title')}
      description={t('swaps.edit.description', { name: otherName })}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
    >
      <SwapRequestForm
        defaults={terms}
        mySkills={[]}
        theirSkills={[]}
        otherName={otherName}
        submitLabel={t('swaps.edit.submit')}
        pendingLabel={t('swaps.edit.pending')}
        isSending={mutation.isPending}
        onSend={(values) =>
          mutation.mutate(values, {
            onSuccess: () => {
              toast.success(t('swaps.edit.done'));
              setIsOpen(false);
            },
            onError: (error) => toast.error(getErrorMessage(error, t('swaps.edit.failed'))),
          })
        }
      />
    </ActionDialog>
  );
}
