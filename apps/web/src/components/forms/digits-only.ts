import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A registered field that keeps only the digits the member types or pastes ("123 456" becomes "123456"), as a
 * one-time code's field does: the form then checks the digits it shows.
 */
export function digitsOnly<Field extends UseFormRegisterReturn>(field: Field): Field {
  return {
    ...field,
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = event.target.value.replace(/\D/g, '');
      return field.onChange(event);
    },
  };
}
