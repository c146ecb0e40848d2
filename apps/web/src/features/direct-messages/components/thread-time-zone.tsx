import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * Names the zone a direct conversation's times are shown in: the zone of the member whose conversation it is,
 * which the thread answers with (ADR 198). A helper acting for the member reads "Times in Ana's time zone,
 * Europe/Lisbon"; a member reading their own conversation, their own zone.
 */
export function ThreadTimeZone({ timeZone, memberName }: { timeZone: string; memberName: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="text-xs text-muted-foreground">
      {memberName
        ? t('elite.thread.timesInMemberZone', { name: memberName, zone: timeZone })
        : t('elite.thread.timesInZone', { zone: timeZone })}
    </p>
  );
}
