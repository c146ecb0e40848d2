import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { downloadHoursCertificate } from '../api/impact.ts';
import { emptyAsUndefined, hoursCertificateFormOptions, type ImpactPeriodValues } from './impact-forms.ts';

/**
 * "Certificate of hours" (Settings › Your data): a PDF of the hours the member gave and received, for
 * volunteering records; the last 12 months unless two days are chosen.
 */
export function HoursCertificateCard() {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, formState } = useForm<ImpactPeriodValues>(hoursCertificateFormOptions);
  const [isDownloading, setDownloading] = useState(false);
  const failed = t('impact.certificate.failed');
  const { errors } = formState;
  // One message for the period, under both days: the first the contract's schema gave.
  const error = translateValidation(t, errors.from?.message ?? errors.to?.message);

  // A download's refusal carries no field issues (the file helper keeps only its status): a toast says it.
  const submit = handleSubmit((period) => {
    setDownloading(true);
    downloadHoursCertificate({ from: period.from ?? '', to: period.to ?? '' }, failed)
      .catch((failure: unknown) => toast.error(getErrorMessage(failure, failed)))
      .finally(() => setDownloading(false));
  });

  const day = (name: 'from' | 'to') => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{t(`impact.period.${name}`)}</Label>
      <Input
        id={`${id}-${name}`}
        type="date"
        {...register(name, { setValueAs: emptyAsUndefined })}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
    </div>
  );

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`}>
          {t('impact.certificate.title')}
        </CardTitle>
        <CardDescription>{t('impact.certificate.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            {day('from')}
            {day('to')}
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t('impact.certificate.hint')}
          </p>
          <FormMessage id={`${id}-error`} role="alert">
            {error}
          </FormMessage>
          <div>
            <Button type="submit" variant="outline" disabled={isDownloading}>
              <Download aria-hidden="true" />
              {t('impact.certificate.download')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
