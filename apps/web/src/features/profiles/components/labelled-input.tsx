import { useId, type ComponentProps } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

type LabelledInputProps = ComponentProps<typeof Input> & { label: string; error?: string };

export function LabelledInput({ label, error, ...inputProps }: LabelledInputProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        {...inputProps}
      />
      <FormMessage id={`${id}-message`}>{error}</FormMessage>
    </div>
  );
}
