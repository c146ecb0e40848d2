import { useState, type ReactNode } from 'react';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { FormField } from '@/components/forms/form-field.tsx';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

interface ReasonDialogProps {
  trigger: string;
  triggerVariant?: ButtonProps['variant'];
  title: string;
  description: ReactNode;
  reasonLabel: string;
  submitLabel: string;
  /** Disputes need a reason of 10 characters or more; declines and cancellations may give none. */
  minLength: number;
  isBusy: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
}

/** A confirmation step that asks why: decline, cancel and dispute. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const trimmed = reason.trim();
    if (trimmed.length < props.minLength) {
      setError(t('swaps.reason.tooShort', { count: props.minLength }));
      return;
    }
    await props.onSubmit(trimmed);
    setIsOpen(false);
  };
  return (
    <ActionDialog
      trigger={<Button variant={props.triggerVariant ?? 'outline'}>{props.trigger}</Button>}
      title={props.title}
      description={props.description}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
    >
      <FormField label={props.reasonLabel} error={error}>
        {(control) => (
          <Textarea
            rows={3}
            maxLength={1000}
            value={reason}
            {...control}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('swaps.reason.keep')}</Button>
        </DialogClose>
        <Button variant="destructive" disabled={props.isBusy} onClick={() => void submit()}>
          {props.submitLabel}
        </Button>
      </DialogFooter>
    </ActionDialog>
  );
}
