import { useId, useMemo, useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { browserTimeZone, useTimeZone, useUpdateTimeZone } from '../api/time-zone.ts';

const knownZones = () => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
};

/** Settings card: the zone every session time is shown and typed in. */
export function TimeZoneCard() {
  const id = useId();
  const setting = useTimeZone();
  const update = useUpdateTimeZone();
  const [choice, setChoice] = useState<string | null>(null);
  const current = choice ?? setting.data?.timeZone ?? 'UTC';
  // A saved alias the runtime does not list (Asia/Calcutta) still shows as chosen.
  const zones = useMemo(() => {
    const known = knownZones();
    return known.includes(current) ? known : [current, ...known];
  }, [current]);
  const fromBrowser = browserTimeZone();
  const save = (zone: string) =>
    update.mutate(zone, {
      onSuccess: () => toast.success(`Time zone set to ${zone}`),
      onError: (error) => toast.error(getErrorMessage(error, 'The time zone could not be saved')),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Time Zone</CardTitle>
        <CardDescription>
          Session times are shown in this zone, and the times you propose are read in it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {setting.isPending ? (
          <Skeleton className="h-10" />
        ) : (
          <form
            className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              save(current);
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor={`${id}-zone`}>Your time zone</Label>
              <select
                id={`${id}-zone`}
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
                value={current}
                onChange={(event) => setChoice(event.target.value)}
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" disabled={update.isPending || current === setting.data?.timeZone}>
              Save Time Zone
            </Button>
            {fromBrowser && fromBrowser !== setting.data?.timeZone && (
              <p className="text-sm text-muted-foreground sm:col-span-2">
                Your browser is on {fromBrowser}.{' '}
                <Button type="button" variant="link" className="h-auto p-0" onClick={() => save(fromBrowser)}>
                  Use {fromBrowser}
                </Button>
              </p>
            )}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
