import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { impactPeriodQuerySchema } from '@skillswap/contracts/impact/schemas';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation, useValidationMessage } from '@/i18n/validation.ts';
import { ApiError } from '@/lib/api-client.ts';

type Field = 'from' | 'to';

/** The API's refusal of a period, field by field; a refusal that names no field goes under the form. */
function periodErrors(error: unknown, t: (key: string) => string) {
  const errors: Partial<Record<Field | 'form', string>> = {};
  if (!(error instanceof ApiError) || error.status !== 400) return errors;
  for (const issue of error.issues ?? []) {
    const field = issue.path === 'from' || issue.path === 'to' ? issue.path : 'form';
    errors[field] ??= translateValidation(t, issue.message);
  }
  if (Object.keys(errors).length === 0) errors.form = translateValidation(t, error.message);
  return errors;
}

/** The two date fields, an empty one left out, checked with the contract's period before asking. */
const periodFormSchema = z
  .object({ from: z.string(), to: z.string() })
  .transform(({ from, to }): { from?: string; to?: string } => ({
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  }))
  .pipe(impactPeriodQuerySchema);
type PeriodValues = z.input<typeof periodFormSchema>;
type PeriodInput = z.output<typeof periodFormSchema>;

/**
 * The first and last day of the report. Both empty: the last 12 months. The days chosen go into the address;
 * a period the contract refuses stays out of it, and the API's refusal of one comes back to the fields too.
 */
export function PeriodForm({
  from,
  to,
  error,
  onChoose,
}: {
  from: string;
  to: string;
  /** The report's error: a 400 names the field it refuses. */
  error: unknown;
  onChoose: (period: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm<PeriodValues, unknown, PeriodInput>({
    resolver: zodResolver(periodFormSchema),
    defaultValues: { from, to },
  });
  const serverErrors = periodErrors(error, t);
  const errors = {
    from: validation(formState.errors.from?.message) ?? serverErrors.from,
    to: validation(formState.errors.to?.message) ?? serverErrors.to,
  };
  const submit = handleSubmit((period) => onChoose({ from: period.from ?? '', to: period.to ?? '' }));
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    type: 'date',
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby': [`${id}-hint`, errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' '),
    ...register(name),
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('impact.period.hint')}
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-start">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>{t('impact.period.from')}</Label>
          <Input {...field('from')} />
          <FormMessage id={`${id}-from-error`}>{errors.from}</FormMessage>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>{t('impact.period.to')}</Label>
          <Input {...field('to')} />
          <FormMessage id={`${id}-to-error`}>{errors.to}</FormMessage>
        </div>
        <Button type="submit" className="sm:mt-5">
          {t('impact.period.show')}
        </Button>
        <Button
          variant="outline"
          className="sm:mt-5"
          onClick={() => {
            reset({ from: '', to: '' });
            onChoose({ from: '', to: '' });
          }}
        >
          {t('impact.period.lastYear')}
        </Button>
      </div>
      <FormMessage role="alert">{serverErrors.form}</FormMessage>
    </form>
  );
}
