import { useEffect, useState } from 'react';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { formatRelativeTime } from '@/lib/relative-time.ts';

/** Ticks once a minute, so "now" becomes "1 minute ago" while the page stays open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * When something happened, the app's one way: relative ("5 minutes ago"), with the exact moment in the
 * member's time zone on hover and for screen readers' description.
 */
export function RelativeTime({
  at,
  timeZone,
  className,
}: {
  at: string;
  /** The member's saved zone; the browser's while it is unknown. */
  timeZone?: string | undefined;
  className?: string;
}) {
  const now = useMinuteClock();
  const { language } = useTranslation();
  const exact = useFormatters(timeZone).moment(at);
  const date = new Date(at);
  return (
    <time dateTime={at} title={exact} className={className}>
      {formatRelativeTime(date, now, language)}
    </time>
  );
}
