import { useEffect, useRef } from 'react';
import { isTimeZone } from '@skillswap/contracts/shared/time-zones';
import { browserTimeZone, useTimeZone, useUpdateTimeZone } from '../api/time-zone.ts';

/**
 * A new member's time zone comes from their browser: the first time they are signed in and have none, it is
 * saved once (they can change it in Settings). Renders nothing.
 */
export function DefaultTimeZone() {
  const setting = useTimeZone();
  const update = useUpdateTimeZone();
  const hasTried = useRef(false);
  useEffect(() => {
    if (hasTried.current || !setting.data || setting.data.isSet) return;
    const zone = browserTimeZone();
    if (!zone || !isTimeZone(zone)) return;
    hasTried.current = true;
    update.mutate(zone);
  }, [setting.data, update]);
  return null;
}
