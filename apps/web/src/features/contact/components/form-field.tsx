import { cloneElement, useId, type ReactElement } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';

interface FormFieldProps {
  label: string;
  error?: string;
  /** The input; it receives the id, aria-invalid and aria-describedby that tie it to label and error. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      <FormMessage id={errorId}>{error}</FormMessage>
    </div>
  );
}
