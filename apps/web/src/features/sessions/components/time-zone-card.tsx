import { useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { browserTimeZone, useTimeZone, useUpdateTimeZone } from '../api/time-zone.ts';
import { TimeZoneCombobox } from './time-zone-combobox.tsx';

/** Settings card: the zone every session time is shown and typed in, picked from a searchable list. */
export function TimeZoneCard() {
  const { t } = useTranslation();
  const setting = useTimeZone();
  const update = useUpdateTimeZone();
  const [choice, setChoice] = useState<string | null>(null);
  const current = choice ?? setting.data?.timeZone ?? 'UTC';
  const fromBrowser = browserTimeZone();
  const save = (zone: string) =>
    update.mutate(zone, {
      onSuccess: () => {
        setChoice(null);
        toast.success(t('scheduling.timeZone.saved', { zone }));
      },
      onError: (error) => toast.error(getErrorMessage(error, t('scheduling.timeZone.saveError'))),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('scheduling.timeZone.title')}</CardTitle>
        <CardDescription>{t('scheduling.timeZone.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {setting.isPending ? (
          <Skeleton className="h-10" />
        ) : (
          <form
            className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
            onSubmit={(event) => {
              event.preventDefault();
              save(current);
            }}
          >
            <TimeZoneCombobox value={current} onChange={setChoice} />
            <Button
              type="submit"
              className="sm:mt-7"
              disabled={update.isPending || current === setting.data?.timeZone}
            >
              {t('scheduling.timeZone.save')}
            </Button>
            {fromBrowser && fromBrowser !== setting.data?.timeZone && (
              <p className="text-sm text-muted-foreground sm:col-span-2">
                {t('scheduling.timeZone.browser', { zone: fromBrowser })}{' '}
                <Button type="button" variant="link" className="h-auto p-0" onClick={() => save(fromBrowser)}>
                  {t('scheduling.timeZone.useBrowser', { zone: fromBrowser })}
                </Button>
              </p>
            )}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
