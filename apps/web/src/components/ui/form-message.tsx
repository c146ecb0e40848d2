import type { ComponentProps } from 'react';
import { useValidationMessage } from '@/i18n/validation.ts';
import { cn } from '@/lib/cn.ts';

/**
 * The inline error under a form field. Give it an id and point the field's aria-describedby at it,
 * with aria-invalid on the field, so screen readers read the message with the field. A message that is a key
 * of the contracts' validation catalogue (ADR 208), as a form's zod schema gives it, shows in the member's
 * language, so no form can show the key itself.
 */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  const translate = useValidationMessage();
  if (!children) return null;
  return (
    <p data-slot="form-message" className={cn('text-sm font-medium text-destructive', className)} {...props}>
      {typeof children === 'string' ? translate(children) : children}
    </p>
  );
}
