import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { pushCategoryList, quietHoursSchema } from '@skillswap/contracts/notifications/push';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
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
              onSave={async (quietHours) => {
                await update.mutateAsync({ quietHours });
                toast.success(t(quietHours ? 'notifications.quiet.saved' : 'notifications.quiet.off'));
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

type QuietHours = z.output<typeof quietHoursSchema> | null;

/**
 * Quiet hours switched off, or on and checked with the contract's schema; its rule that the two times differ
 * is shown under Until, where the member changes one of them.
 */
const quietHoursFormSchema = z
  .object({ isOn: z.boolean(), start: z.string(), end: z.string(), timeZone: z.string() })
  .transform(({ isOn, ...hours }, context): QuietHours => {
    if (!isOn) return null;
    const checked = quietHoursSchema.safeParse(hours);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const field = issue.path[0] === 'start' ? 'start' : 'end';
      context.addIssue({ code: 'custom', message: issue.message, path: [field] });
    }
    return z.NEVER;
  });
type QuietHoursValues = z.input<typeof quietHoursFormSchema>;

/** Where the server's issues about the quiet hours show: its check that they differ goes under Until. */
const serverFields = { 'quietHours.start': 'start', 'quietHours.end': 'end', quietHours: 'end' } as const;

function QuietHoursForm(props: { saved: QuietHours; onSave: (hours: QuietHours) => Promise<void> }) {
  const id = useId();
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const timeZone = props.saved?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { register, control, handleSubmit, setError, formState } = useForm<
    QuietHoursValues,
    unknown,
    QuietHours
  >({
    resolver: zodResolver(quietHoursFormSchema),
    defaultValues: {
      isOn: props.saved !== null,
      start: props.saved?.start ?? '22:00',
      end: props.saved?.end ?? '07:00',
      timeZone,
    },
  });
  const { errors } = formState;
  const isOn = useWatch({ control, name: 'isOn' });
  const submit = handleSubmit(async (hours) => {
    try {
      await props.onSave(hours);
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, serverFields, validation)) return;
      toast.error(getErrorMessage(failure, t('notifications.saveFailed')));
    }
  });
  const described = (field: 'start' | 'end') => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-message` : undefined,
  });
  return (
    <form noValidate className="grid gap-3 border-t pt-4" onSubmit={(event) => void submit(event)}>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={`${id}-on`}>{t('notifications.quiet.title')}</Label>
        <Controller
          control={control}
          name="isOn"
          render={({ field }) => (
            <Switch
              id={`${id}-on`}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      {isOn && (
        <div className="flex flex-wrap items-start gap-3">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-start`}>{t('notifications.quiet.from')}</Label>
            <Input type="time" {...described('start')} {...register('start')} />
            <FormMessage id={`${id}-start-message`}>{validation(errors.start?.message)}</FormMessage>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-end`}>{t('notifications.quiet.until')}</Label>
            <Input type="time" {...described('end')} {...register('end')} />
            <FormMessage id={`${id}-end-message`}>{validation(errors.end?.message)}</FormMessage>
          </div>
          <p className="text-sm text-muted-foreground sm:self-center">
            {t('notifications.quiet.zone', { timeZone })}
          </p>
        </div>
      )}
      <div>
        <Button type="submit" variant="outline" disabled={formState.isSubmitting}>
          {t('notifications.quiet.save')}
        </Button>
      </div>
    </form>
  );
}
