import { Copy, Download } from 'lucide-react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation, type Translate } from '@/i18n/i18n-context.ts';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  email: string | undefined;
  onDone: () => void;
}

function describeCodes(t: Translate, codes: readonly string[], email: string | undefined, madeOn: string) {
  return [
    email ? t('settings.security.codes.fileTitleFor', { email }) : t('settings.security.codes.fileTitle'),
    t('settings.security.codes.fileMade', { date: madeOn }),
    '',
    t('settings.security.codes.fileOnce'),
    t('settings.security.codes.fileKeep'),
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The codes, shown this once: copy them, download them as a text file, then confirm they are saved. */
export function RecoveryCodesPanel({ codes, email, onDone }: RecoveryCodesPanelProps) {
  const { t } = useTranslation();
  const { moment } = useFormatters();
  const madeOn = moment(new Date());
  const text = describeCodes(t, codes, email, madeOn);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('settings.security.codes.copied'));
    } catch {
      toast.error(t('settings.security.codes.copyFailed'));
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'skillswap-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-3 rounded-md border p-4">
      <h3 id="recovery-codes-title" className="font-semibold">
        {t('settings.security.codes.saveTitle')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('settings.security.codes.saveDescription')}</p>
      <ol
        aria-label={t('settings.security.codes.title')}
        className="grid grid-cols-1 gap-1 rounded-md bg-muted p-3 font-mono text-sm min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" /> {t('settings.security.codes.copy')}
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" className="size-4" /> {t('settings.security.codes.download')}
        </Button>
        <Button onClick={onDone}>{t('settings.security.codes.saved')}</Button>
      </div>
    </section>
  );
}
