import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ageBands, genders, type ReportingDetails } from '@skillswap/contracts/impact/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { fieldClassName, Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useReportingDetails, useUpdateReportingDetails } from '../api/impact.ts';
import {
  emptyAsNull,
  reportingDetailsFields,
  reportingDetailsFormOptions,
  type ReportingDetailsValues,
} from './impact-forms.ts';

type Field = (typeof reportingDetailsFields)[number];

/**
 * "For impact reports" (Settings › Privacy): an age band, a gender and the first part of a postcode, each
 * optional, never shown on a profile and counted only in report breakdowns where small groups are hidden.
 */
export function ReportingDetailsCard() {
  const { t } = useTranslation();
  const details = useReportingDetails();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {t('impact.details.title')}
        </CardTitle>
        <CardDescription>{t('impact.details.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        {details.isPending ? (
          <LoadingPanel label={t('impact.details.loading')} className="py-6" />
        ) : details.data ? (
          <DetailsForm key={details.data.updatedAt ?? 'new'} details={details.data} />
        ) : (
          <RetryPanel
            message={getErrorMessage(details.error, t('impact.details.loadFailed'))}
            onRetry={() => void details.refetch()}
            className="py-6"
          />
        )}
      </CardContent>
    </Card>
  );
}

function DetailsForm({ details }: { details: ReportingDetails }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useUpdateReportingDetails();
  const { register, handleSubmit, setError, formState } = useForm<ReportingDetailsValues>(
    reportingDetailsFormOptions(details),
  );
  const { errors } = formState;
  const translate = (message: string | undefined) => translateValidation(t, message);

  const submit = handleSubmit(async (input) => {
    try {
      // The saved details remount this form (its key is when they changed).
      await save.mutateAsync(input);
      toast.success(t('impact.details.saved'));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, reportingDetailsFields, translate)) return;
      setError('root', { message: getErrorMessage(failure, t('impact.details.failed')) });
    }
  });

  const control = (name: Field, hasHint = false) => ({
    id: `${id}-${name}`,
    ...register(name, { setValueAs: emptyAsNull }),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [hasHint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const error = (name: Field) => (
    <FormMessage id={`${id}-${name}-error`}>{translate(errors[name]?.message)}</FormMessage>
  );
  const selectClass = cn(fieldClassName, 'h-9 py-1');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-ageBand`}>{t('impact.details.ageBand')}</Label>
          <select {...control('ageBand')} className={selectClass}>
            <option value="">{t('impact.details.preferNot')}</option>
            {ageBands.map((band) => (
              <option key={band} value={band}>
                {t(`impact.demographics.ageBand.${band}`)}
              </option>
            ))}
          </select>
          {error('ageBand')}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-gender`}>{t('impact.details.gender')}</Label>
          <select {...control('gender')} className={selectClass}>
            <option value="">{t('impact.details.preferNot')}</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {t(`impact.demographics.gender.${gender}`)}
              </option>
            ))}
          </select>
          {error('gender')}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-postcodeArea`}>{t('impact.details.postcodeArea')}</Label>
          <Input {...control('postcodeArea', true)} maxLength={8} autoCapitalize="characters" />
          <p id={`${id}-postcodeArea-hint`} className="text-xs text-muted-foreground">
            {t('impact.details.postcodeHint')}
          </p>
          {error('postcodeArea')}
        </div>
      </div>
      <FormMessage role="alert">{errors.root?.message}</FormMessage>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('impact.details.save')}
        </Button>
      </div>
    </form>
  );
}
