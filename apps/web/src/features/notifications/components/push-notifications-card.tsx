import { useEffect, useId, useState } from 'react';
import { pushCategoryList } from '@skillswap/contracts/notifications/push';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import {
  findDeviceSubscription,
  getPushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
  usePushPreferences,
  usePushRefresh,
  useUpdatePushPreferences,
  type PushSupport,
} from '../api/push.ts';

/**
 * Settings card (ADR 105): push notifications on this device, turned on only when the member presses the
 * button (the browser's permission prompt follows that click), by category, with quiet hours in their zone.
 */
export function PushNotificationsCard() {
  const id = useId();
  const { t } = useTranslation();
  // Settings render in the browser only (members' pages are not prerendered).
  const [support, setSupport] = useState<PushSupport>(getPushSupport);
  const [isOnHere, setIsOnHere] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const preferences = usePushPreferences();
  const update = useUpdatePushPreferences();
  const refresh = usePushRefresh();

  useEffect(() => {
    if (getPushSupport() === 'unsupported') return;
    void findDeviceSubscription()
      .then((subscription) => setIsOnHere(subscription !== null))
      .catch(() => undefined);
  }, []);

  const turnOn = async () => {
    setIsBusy(true);
    try {
      const outcome = await subscribeThisDevice();
      if (outcome === 'refused') {
        setSupport(getPushSupport());
        toast.error(t('notifications.push.refused'));
      } else {
        setIsOnHere(true);
        toast.success(t('notifications.push.onHere'));
      }
    } catch (error) {
      toast.error(getErrorMessage(error, t('notifications.push.failed')));
    } finally {
      setIsBusy(false);
      void refresh();
    }
  };
  const turnOff = async () => {
    setIsBusy(true);
    try {
      await unsubscribeThisDevice();
      setIsOnHere(false);
      toast.success(t('notifications.push.offHere'));
    } catch (error) {
      toast.error(getErrorMessage(error, t('notifications.saveFailed')));
    } finally {
      setIsBusy(false);
      void refresh();
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('notifications.push.title')}</CardTitle>
        <CardDescription>{t('notifications.push.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {support === 'unsupported' ? (
          <p className="text-sm text-muted-foreground">{t('notifications.push.unsupported')}</p>
        ) : support === 'denied' ? (
          <p className="text-sm text-muted-foreground">{t('notifications.push.denied')}</p>
        ) : isOnHere ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">{t('notifications.push.onHere')}</p>
            <Button variant="outline" disabled={isBusy} onClick={() => void turnOff()}>
              {t('notifications.push.turnOff')}
            </Button>
          </div>
        ) : (
          <div>
            <Button disabled={isBusy} onClick={() => void turnOn()}>
              {t('notifications.push.turnOn')}
            </Button>
          </div>
        )}
        {preferences.data && (preferences.data.devices > 0 || isOnHere) && (
          <>
            <ul className="grid gap-3" aria-label={t('notifications.push.categories')}>
              {pushCategoryList.map((category) => (
                <li key={category} className="flex items-center justify-between gap-4">
                  <Label htmlFor={`${id}-${category}`}>{t(`notifications.push.category.${category}`)}</Label>
                  <Switch
                    id={`${id}-${category}`}
                    checked={preferences.data.categories[category]}
                    disabled={update.isPending}
                    onCheckedChange={(checked) =>
                      update.mutate(
                        { categories: { [category]: checked } },
                        {
                          onError: (error) =>
                            toast.error(getErrorMessage(error, t('notifications.saveFailed'))),
                        },
                      )
                    }
                  />
                </li>
              ))}
            </ul>
            <QuietHoursForm
              key={JSON.stringify(preferences.data.quietHours)}
              saved={preferences.data.quietHours}
              isSaving={update.isPending}
              onSave={(quietHours) =>
                update.mutate(
                  { quietHours },
                  {
                    onSuccess: () =>
                      toast.success(t(quietHours ? 'notifications.quiet.saved' : 'notifications.quiet.off')),
                    onError: (error) => toast.error(getErrorMessage(error, t('notifications.saveFailed'))),
                  },
                )
              }
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

type QuietHours = { start: string; end: string; timeZone: string } | null;

function QuietHoursForm(props: {
  saved: QuietHours;
  isSaving: boolean;
  onSave: (hours: QuietHours) => void;
}) {
  const id = useId();
  const { t } = useTranslation();
  const timeZone = props.saved?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [isOn, setIsOn] = useState(props.saved !== null);
  const [start, setStart] = useState(props.saved?.start ?? '22:00');
  const [end, setEnd] = useState(props.saved?.end ?? '07:00');
  return (
    <form
      className="grid gap-3 border-t pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave(isOn ? { start, end, timeZone } : null);
      }}
    >
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={`${id}-on`}>{t('notifications.quiet.title')}</Label>
        <Switch id={`${id}-on`} checked={isOn} onCheckedChange={setIsOn} />
      </div>
      {isOn && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-start`}>{t('notifications.quiet.from')}</Label>
            <Input
              id={`${id}-start`}
              type="time"
              value={start}
              onChange={(event) => setStart(event.target.value)}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-end`}>{t('notifications.quiet.until')}</Label>
            <Input
              id={`${id}-end`}
              type="time"
              value={end}
              onChange={(event) => setEnd(event.target.value)}
            />
          </div>
          <p className="text-sm text-muted-foreground">{t('notifications.quiet.zone', { timeZone })}</p>
        </div>
      )}
      <div>
        <Button type="submit" variant="outline" disabled={props.isSaving}>
          {t('notifications.quiet.save')}
        </Button>
      </div>
    </form>
  );
}
