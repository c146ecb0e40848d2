import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { FormField } from './form-field.tsx';

type TextFieldProps = ComponentProps<typeof Input> & {
  label: ReactNode;
  error?: string | null | undefined;
  /** Values offered as the member types (a datalist); they may still type another. */
  suggestions?: readonly string[];
};

/** A labelled text input whose error message is read out with it. */
export function TextField({ label, error, suggestions, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <>
          <Input
            {...control}
            {...(suggestions ? { list: `${control.id}-suggestions`, autoComplete: 'off' } : {})}
            {...inputProps}
          />
          {suggestions && (
            <datalist id={`${control.id}-suggestions`}>
              {suggestions.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          )}
        </>
      )}
    </FormField>
  );
}
