import { EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { usePrivacySettings } from '../api/get-privacy-settings.ts';

/** On a member's own profile page: says so when the profile is private, so only they can see it. */
export function PrivateProfileNotice() {
  const { t } = useTranslation();
  const settings = usePrivacySettings();
  if (settings.data?.profile_visibility !== 'private') return null;
  return (
    <p
      role="note"
      className="mb-6 flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
    >
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
      <span>
        {t('settings.privateNotice.text')}{' '}
        <Link to={paths.settings} className="font-medium underline underline-offset-2">
          {t('settings.privateNotice.link')}
        </Link>
        .
      </span>
    </p>
  );
}
