import type { ComponentProps } from 'react';
import { fieldClassName } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';

/** A native select styled as a text field: keyboard and screen-reader behaviour come from the browser. */
export function FieldSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClassName, 'h-9 py-1', className)} {...props} />;
}
