import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { paperMonthSchema, previousMonth } from '@skillswap/contracts/community-paper/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';

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
  const [month, setMonth] = useState(() => previousMonth(new Date()));
  const [error, setError] = useState<string | null>(null);
  const [isDownloading, setDownloading] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = paperMonthSchema.safeParse(month.trim());
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? '';
      setError(translateValidation(t, message) ?? message);
      return;
    }
    setError(null);
    setDownloading(true);
    onDownload(checked.data)
      .catch((failed: unknown) => toast.error(getErrorMessage(failed, failure)))
      .finally(() => setDownloading(false));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-month`}>{label}</Label>
        <Input
          id={`${id}-month`}
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
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
