import { useId, type ComponentProps } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

type TextFieldProps = ComponentProps<typeof Input> & { label: string; error?: string };

/** A labelled input whose error message is read out with it. */
export function TextField({ label, error, ...inputProps }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        {...inputProps}
      />
      <FormMessage id={messageId}>{error}</FormMessage>
    </div>
  );
}
