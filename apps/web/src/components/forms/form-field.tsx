import { useId, type ReactNode } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';

/** What a field's control spreads to be tied to its label and have its error read out with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  error?: string | null | undefined;
  /** Renders the control (an Input, a Textarea...) from the props that tie it to the label and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The one labelled form field: label, control, and an inline error announced with the control. */
export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? messageId : undefined,
      })}
      <FormMessage id={messageId}>{error}</FormMessage>
    </div>
  );
}
