import { useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import type { SwapRequestTerms } from '@skillswap/contracts/swaps';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
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
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useUpdateSwapRequest(swapId);
  return (
    <ActionDialog
      trigger={<Button variant="outline">Edit Request</Button>}
      title="Edit your request"
      description={`${otherName} sees the new terms at once. You can change them until they answer.`}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
    >
      <SwapRequestForm
        defaults={terms}
        mySkills={[]}
        theirSkills={[]}
        otherName={otherName}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        isSending={mutation.isPending}
        onSend={(values) =>
          mutation.mutate(values, {
            onSuccess: () => {
              toast.success('Request updated');
              setIsOpen(false);
            },
            onError: (error) => toast.error(getErrorMessage(error, 'Your request could not be changed')),
          })
        }
      />
    </ActionDialog>
  );
}
