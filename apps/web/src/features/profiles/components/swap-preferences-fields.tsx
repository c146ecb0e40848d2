import type { UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { spokenLanguages } from '@skillswap/contracts/explore/filters';
import type { updateProfileSchema } from '@skillswap/contracts/profiles/schemas';
import { fieldClassName } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';

type FormInput = z.input<typeof updateProfileSchema>;

/** How the member swaps: what Explore's advanced filters (ADR 86) let Premium members search by. */
export function SwapPreferencesFields({ register }: { register: UseFormRegister<FormInput> }) {
  const { t, language } = useTranslation();
  const names = new Intl.DisplayNames([language], { type: 'language' });
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 font-medium">{t('profiles.preferences.title')}</legend>
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor="profile-meeting-mode">{t('profiles.preferences.meet')}</Label>
        <select
          id="profile-meeting-mode"
          className={cn(fieldClassName, 'h-10 py-2')}
          {...register('meetingMode')}
        >
          <option value="both">{t('profiles.preferences.both')}</option>
          <option value="online">{t('profiles.preferences.online')}</option>
          <option value="in_person">{t('profiles.preferences.inPerson')}</option>
        </select>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('profiles.preferences.languages')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {Object.entries(spokenLanguages).map(([code, englishName]) => (
            <label key={code} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" value={code} {...register('languages')} />
              {language === 'en' ? englishName : (names.of(code) ?? englishName)}
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
