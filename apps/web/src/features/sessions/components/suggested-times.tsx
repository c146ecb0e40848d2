import { useId } from 'react';
import { Link } from 'react-router';
import type { SlotInput, SwapSessions } from '@skillswap/contracts/sessions/schemas';
import { Button } from '@/components/ui/button.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { slotAt } from '../lib/slot-times.ts';

interface SuggestedTimesProps {
  timeZone: string;
  partnerName: string;
  shared: Pick<SwapSessions, 'partner' | 'hasAvailability' | 'suggestedTimes'>;
  availabilityPath: string;
  onPick: (slot: SlotInput) => void;
}

/** The times both members are available, as buttons that fill in a slot; or why there are none. */
export function SuggestedTimes({
  timeZone,
  partnerName,
  shared,
  availabilityPath,
  onPick,
}: SuggestedTimesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const format = useFormatters(timeZone);
  const reason = !shared.hasAvailability
    ? t('scheduling.suggest.mineMissing')
    : !shared.partner.hasAvailability
      ? t('scheduling.suggest.partnerMissing', { name: partnerName })
      : shared.suggestedTimes.length === 0
        ? t('scheduling.suggest.none')
        : null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-md bg-muted p-3 text-sm">
      <h3 id={headingId} className="font-medium">
        {t('scheduling.suggest.title')}
      </h3>
      {reason ? (
        <p className="text-muted-foreground">
          {reason}{' '}
          {!shared.hasAvailability && (
            <Link to={availabilityPath} className="underline">
              {t('scheduling.suggest.settingsLink')}
            </Link>
          )}
        </p>
      ) : (
        <>
          <p className="text-muted-foreground">{t('scheduling.suggest.hint')}</p>
          <ul className="flex flex-wrap gap-2">
            {shared.suggestedTimes.map((time) => (
              <li key={time}>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => onPick(slotAt(new Date(time), timeZone, 60))}
                >
                  {format.when(time)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
