import { useId, useState, type FormEvent } from 'react';
import {
  impactLimits,
  updateImpactSettingsSchema,
  type ImpactSettings,
  type UpdateImpactSettings,
} from '@skillswap/contracts/impact/schemas';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { useImpactSettings, useUpdateImpactSettings, type ImpactScope } from '../api/impact.ts';
import { useReportLabels } from './use-report-labels.ts';

type Field = keyof UpdateImpactSettings;
type Errors = Partial<Record<Field | 'form', string>>;
const fields = new Set<string>(['valuePerHour', 'currency', 'method', 'source']);

/** The issues of a refusal (the form's own check or the API's), each on its field, in the active language. */
function errorsOf(issues: Array<{ path: string; message: string }>, translate: (message: string) => string) {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = fields.has(issue.path) ? (issue.path as Field) : 'form';
    errors[field] ??= translate(issue.message);
  }
  return errors;
}

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
  const [values, setValues] = useState({
    valuePerHour: settings.valuePerHour === null ? '' : String(settings.valuePerHour),
    currency: settings.currency,
    method: settings.method,
    source: settings.source,
  });
  const [errors, setErrors] = useState<Errors>({});
  const translate = (message: string) => translateValidation(t, message) ?? message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      valuePerHour: values.valuePerHour.trim() === '' ? null : Number(values.valuePerHour),
      currency: values.currency,
      // The method is one line of text: line breaks typed into the box become spaces.
      method: values.method.replace(/\s*[\r\n]+\s*/g, ' '),
      source: values.source,
    };
    const checked = updateImpactSettingsSchema.safeParse(input);
    if (!checked.success) {
      setErrors(
        errorsOf(
          checked.error.issues.map((issue) => ({
            path: String(issue.path[0] ?? ''),
            message: issue.message,
          })),
          translate,
        ),
      );
      return;
    }
    setErrors({});
    // `mutateAsync`, not `mutate`'s callbacks: the saved settings remount this form (its key is
    // when they changed).
    save.mutateAsync(checked.data).then(
      () => toast.success(t('impact.settings.saved')),
      (failure: unknown) => {
        const found = failure instanceof ApiError ? errorsOf(failure.issues ?? [], translate) : {};
        if (Object.keys(found).length === 0) {
          found.form = getErrorMessage(failure, t('impact.settings.failed'));
        }
        setErrors(found);
      },
    );
  };

  const control = (name: Field) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
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
  const error = (name: Field) => <FormMessage id={`${id}-${name}-error`}>{errors[name]}</FormMessage>;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
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
      <FormMessage role="alert">{errors.form}</FormMessage>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('impact.settings.save')}
        </Button>
      </div>
    </form>
  );
}
