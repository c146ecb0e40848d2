import type { UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { spokenLanguages } from '@skillswap/contracts/explore-filters';
import type { updateProfileSchema } from '@skillswap/contracts/profiles';
import { fieldClassName } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { cn } from '@/lib/cn.ts';

type FormInput = z.input<typeof updateProfileSchema>;

/** How the member swaps: what Explore's advanced filters (ADR 86) let Premium members search by. */
export function SwapPreferencesFields({ register }: { register: UseFormRegister<FormInput> }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 font-medium">How you swap</legend>
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor="profile-meeting-mode">You meet</Label>
        <select
          id="profile-meeting-mode"
          className={cn(fieldClassName, 'h-10 py-2')}
          {...register('meetingMode')}
        >
          <option value="both">Online or in person</option>
          <option value="online">Online only</option>
          <option value="in_person">In person only</option>
        </select>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Languages you speak</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {Object.entries(spokenLanguages).map(([code, name]) => (
            <label key={code} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" value={code} {...register('languages')} />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
