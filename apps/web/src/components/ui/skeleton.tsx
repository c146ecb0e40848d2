import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/** A placeholder block while content loads; hidden from assistive tech, which hears the Spinner instead. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
