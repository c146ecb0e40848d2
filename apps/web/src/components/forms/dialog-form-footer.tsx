import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

interface DialogFormFooterProps {
  submitLabel: string;
  /** Shown on the submit button, which is disabled, while the form is being sent. */
  pendingLabel: string;
  isPending: boolean;
}

/** Cancel and submit at the foot of a form in a dialog. */
export function DialogFormFooter({ submitLabel, pendingLabel, isPending }: DialogFormFooterProps) {
  const { t } = useTranslation();
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">{t('components.cancel')}</Button>
      </DialogClose>
      <Button type="submit" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
