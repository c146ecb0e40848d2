import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

type HoursFieldProps = Omit<ComponentProps<typeof Input>, 'type' | 'min' | 'max' | 'inputMode'> & {
  id: string;
  label: ReactNode;
  /** How finely hours can be entered: half hours when asking, quarter hours when confirming. */
  step: number;
};

/** A labelled number of hours in a swap, 0 to 100 as the contracts allow. */
export function HoursField({ id, label, ...inputProps }: HoursFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="number" min={0} max={100} inputMode="decimal" {...inputProps} />
    </div>
  );
}
