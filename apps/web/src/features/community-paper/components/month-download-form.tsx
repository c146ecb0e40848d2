import { useId, useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { PaperMonthQuery } from '@skillswap/contracts/community-paper/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { monthAs, monthFormOptions } from './month-form.ts';

/**
 * A month (the last whole one to start with) and a button that downloads that month's PDF: the checks are the
 * API's own, their message said in the member's language and tied to the field.
 */
export function MonthDownloadForm({
  label,
  download,
  failure,
  onDownload,
}: {
  label: ReactNode;
  download: string;
  failure: string;
  onDownload: (month: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, formState } = useForm<PaperMonthQuery>(monthFormOptions(new Date()));
  const [isDownloading, setDownloading] = useState(false);
  const error = translateValidation(t, formState.errors.month?.message);

  // A download's refusal carries no field issues (the file helper keeps only its status): a toast says it.
  const submit = handleSubmit((query) => {
    setDownloading(true);
    onDownload(query.month)
      .catch((failed: unknown) => toast.error(getErrorMessage(failed, failure)))
      .finally(() => setDownloading(false));
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-month`}>{label}</Label>
        <Input
          id={`${id}-month`}
          type="month"
          {...register('month', { setValueAs: monthAs })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-48"
        />
      </div>
      <Button type="submit" variant="outline" disabled={isDownloading} aria-busy={isDownloading || undefined}>
        <Download aria-hidden="true" />
        {download}
      </Button>
      <FormMessage id={`${id}-error`} role="alert" className="basis-full">
        {error}
      </FormMessage>
    </form>
  );
}
