import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * The inline error under a form field. Give it an id and point the field's aria-describedby at it,
 * with aria-invalid on the field, so screen readers read the message with the field.
 */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p data-slot="form-message" className={cn('text-sm font-medium text-destructive', className)} {...props}>
      {children}
    </p>
  );
}
