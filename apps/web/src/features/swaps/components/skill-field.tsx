import { useId, type ComponentProps } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

type SkillFieldProps = ComponentProps<typeof Input> & {
  label: string;
  suggestions: readonly string[];
  error?: string;
};

/** A skill: pick one of the suggested skills, or type another. */
export function SkillField({ label, suggestions, error, ...inputProps }: SkillFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        list={`${id}-suggestions`}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        {...inputProps}
      />
      <datalist id={`${id}-suggestions`}>
        {suggestions.map((skill) => (
          <option key={skill} value={skill} />
        ))}
      </datalist>
      <FormMessage id={`${id}-message`}>{error}</FormMessage>
    </div>
  );
}
