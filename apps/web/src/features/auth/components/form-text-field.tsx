import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field.tsx';

type FormTextFieldProps<Values extends FieldValues> = Omit<
  ComponentProps<typeof TextField>,
  'error' | 'form' | 'name' | 'onChange' | 'onBlur' | 'ref'
> & { form: UseFormReturn<Values>; name: Path<Values> };

/** A TextField registered with the form, showing that field's validation message. */
export function FormTextField<Values extends FieldValues>({
  form,
  name,
  ...fieldProps
}: FormTextFieldProps<Values>) {
  // Passing formState subscribes the form to this field's errors.
  const { error } = form.getFieldState(name, form.formState);
  return <TextField error={error?.message} {...fieldProps} {...form.register(name)} />;
}
