import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';

interface DialogFormFooterProps {
  submitLabel: string;
  /** Shown on the submit button, which is disabled, while the form is being sent. */
  pendingLabel: string;
  isPending: boolean;
}

/** Cancel and submit at the foot of a form in a dialog. */
export function DialogFormFooter({ submitLabel, pendingLabel, isPending }: DialogFormFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
