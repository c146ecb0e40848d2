import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { updateTimeZoneSchema } from '@skillswap/contracts/sessions/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { browserTimeZone, useTimeZone, useUpdateTimeZone } from '../api/time-zone.ts';
import { TimeZoneCombobox } from './time-zone-combobox.tsx';

type TimeZoneValues = z.input<typeof updateTimeZoneSchema>;
type TimeZoneInput = z.output<typeof updateTimeZoneSchema>;

/** Settings card: the zone every session time is shown and typed in, picked from a searchable list. */
export function TimeZoneCard() {
  const { t } = useTranslation();
  const setting = useTimeZone();
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
          <TimeZoneForm saved={setting.data?.timeZone ?? 'UTC'} />
        )}
      </CardContent>
    </Card>
  );
}

/** The zone checked with the contract's schema; the browser's own zone can be saved in one click. */
function TimeZoneForm({ saved }: { saved: string }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const update = useUpdateTimeZone();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    TimeZoneValues,
    unknown,
    TimeZoneInput
  >({
    resolver: zodResolver(updateTimeZoneSchema),
    defaultValues: { timeZone: saved },
  });
  const fromBrowser = browserTimeZone();
  const save = async ({ timeZone }: TimeZoneInput) => {
    try {
      await update.mutateAsync(timeZone);
      reset({ timeZone });
      toast.success(t('scheduling.timeZone.saved', { zone: timeZone }));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['timeZone'], validation)) return;
      toast.error(getErrorMessage(failure, t('scheduling.timeZone.saveError')));
    }
  };
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <Controller
        control={control}
        name="timeZone"
        render={({ field, fieldState }) => (
          <TimeZoneCombobox
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            error={validation(fieldState.error?.message)}
          />
        )}
      />
      <Button type="submit" className="sm:mt-7" disabled={update.isPending || !formState.isDirty}>
        {t('scheduling.timeZone.save')}
      </Button>
      {fromBrowser && fromBrowser !== saved && (
        <p className="text-sm text-muted-foreground sm:col-span-2">
          {t('scheduling.timeZone.browser', { zone: fromBrowser })}{' '}
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={() => void save({ timeZone: fromBrowser })}
          >
            {t('scheduling.timeZone.useBrowser', { zone: fromBrowser })}
          </Button>
        </p>
      )}
    </form>
  );
}
