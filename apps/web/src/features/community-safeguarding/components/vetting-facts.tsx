import type { MemberVetting } from '@skillswap/contracts/community-safeguarding/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ReferenceCheckedBadge } from './reference-checked-badge.tsx';

/** Who checked what, as coordinators and the member read it. */
export function VettingFacts({ vetting }: { vetting: MemberVetting }) {
  const { t } = useTranslation();
  const { date, isolate } = useFormatters();
  const day = (value: string) => date(`${value}T12:00:00Z`);
  const someone = t('communitySafeguarding.vetting.formerCoordinator');
  return (
    <ul className="grid gap-0.5 text-sm">
      {vetting.referencesCheckedOn && (
        <li>
          {t('communitySafeguarding.vetting.referencesBy', {
            date: day(vetting.referencesCheckedOn),
            name: isolate(vetting.referencesCheckedBy?.fullName ?? someone),
          })}
        </li>
      )}
      {vetting.backgroundCheckedOn && vetting.backgroundExpiresOn && (
        <li>
          {t('communitySafeguarding.vetting.backgroundBy', {
            date: day(vetting.backgroundCheckedOn),
            name: isolate(vetting.backgroundCheckedBy?.fullName ?? someone),
            expires: day(vetting.backgroundExpiresOn),
          })}
        </li>
      )}
      {vetting.note && <li className="wrap-anywhere">{vetting.note}</li>}
      <li>
        {vetting.referenceChecked ? (
          <ReferenceCheckedBadge />
        ) : (
          <Badge variant="outline">{t('communitySafeguarding.list.notCurrent')}</Badge>
        )}
      </li>
    </ul>
  );
}
