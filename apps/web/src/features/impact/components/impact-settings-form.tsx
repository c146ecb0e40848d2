import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { impactLimits, type ImpactSettings } from '@skillswap/contracts/impact/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useImpactSettings, useUpdateImpactSettings, type ImpactScope } from '../api/impact.ts';
import {
  impactSettingsFields,
  impactSettingsFormOptions,
  methodAs,
  valuePerHourAs,
  type ImpactSettingsValues,
} from './impact-forms.ts';
import { useReportLabels } from './use-report-labels.ts';

type Field = (typeof impactSettingsFields)[number];

/**
 * "Value of an hour": what one hour of exchange is worth to a funder, with how the value was chosen and where
 * it comes from. The report multiplies the hours exchanged by it and prints the method and source
 * beside the figure.
 */
export function ImpactSettingsCard({ scope }: { scope: ImpactScope }) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const settings = useImpactSettings(scope);
  if (settings.isPending) return <LoadingPanel label={t('impact.settings.loading')} className="py-6" />;
  if (!settings.data) {
    return <p role="alert">{getErrorMessage(settings.error, t('impact.settings.loadFailed'))}</p>;
  }
  const { updatedBy, updatedAt } = settings.data;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('impact.settings.intro')}</p>
      <p className="text-sm">
        {updatedAt
          ? t('impact.settings.changedBy', {
              name: labels.isolate(updatedBy?.fullName ?? t('impact.settings.formerMember')),
              date: labels.date(updatedAt),
            })
          : t('impact.settings.neverChanged')}
      </p>
      <SettingsForm key={updatedAt ?? 'new'} scope={scope} settings={settings.data} />
    </div>
  );
}

function SettingsForm({ scope, settings }: { scope: ImpactScope; settings: ImpactSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useUpdateImpactSettings(scope);
  const { register, handleSubmit, setError, formState } = useForm<ImpactSettingsValues>(
    impactSettingsFormOptions(settings),
  );
  const { errors } = formState;
  const translate = (message: string | undefined) => translateValidation(t, message);

  const submit = handleSubmit(async (input) => {
    try {
      // `mutateAsync`: the saved settings remount this form (its key is when they changed).
      await save.mutateAsync(input);
      toast.success(t('impact.settings.saved'));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, impactSettingsFields, translate)) return;
      setError('root', { message: getErrorMessage(failure, t('impact.settings.failed')) });
    }
  });

  const valueAs: Partial<Record<Field, (value: string) => unknown>> = {
    valuePerHour: valuePerHourAs,
    method: methodAs,
  };
  const control = (name: Field) => ({
    id: `${id}-${name}`,
    ...register(name, { setValueAs: valueAs[name] }),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [`${id}-${name}-hint`, errors[name] ? `${id}-${name}-error` : '']
      .filter(Boolean)
      .join(' '),
  });
  const hint = (name: Field) => (
    <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
      {t(`impact.settings.hint.${name}`)}
    </p>
  );
  const error = (name: Field) => (
    <FormMessage id={`${id}-${name}-error`}>{translate(errors[name]?.message)}</FormMessage>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-valuePerHour`}>{t('impact.settings.valuePerHour')}</Label>
          <Input
            {...control('valuePerHour')}
            type="number"
            inputMode="decimal"
            min={0}
            max={impactLimits.maxValuePerHour}
            step={0.01}
          />
          {hint('valuePerHour')}
          {error('valuePerHour')}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-currency`}>{t('impact.settings.currency')}</Label>
          <Input {...control('currency')} maxLength={3} autoCapitalize="characters" className="uppercase" />
          {hint('currency')}
          {error('currency')}
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-method`}>{t('impact.settings.method')}</Label>
        <Textarea {...control('method')} maxLength={impactLimits.maxMethodLength} rows={3} />
        {hint('method')}
        {error('method')}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-source`}>{t('impact.settings.source')}</Label>
        <Input {...control('source')} maxLength={impactLimits.maxSourceLength} />
        {hint('source')}
        {error('source')}
      </div>
      <FormMessage role="alert">{errors.root?.message}</FormMessage>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('impact.settings.save')}
        </Button>
      </div>
    </form>
  );
}
