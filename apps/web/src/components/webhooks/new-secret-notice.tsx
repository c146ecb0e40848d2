import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** The new token, shown this once: SkillSwap keeps only a hash of it. */
export function NewTokenNotice({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = () =>
    void navigator.clipboard.writeText(token).then(
      () => toast.success(t('settings.api.copied')),
      () => toast.error(t('settings.api.copyFailed')),
    );
  return (
    <div role="status" className="grid gap-3 rounded-md border border-primary/40 bg-muted/40 p-4">
      <p className="text-sm font-medium">{t('settings.api.ready', { name })}</p>
      <code
        className="rounded bg-background px-2 py-1.5 font-mono text-sm break-all"
        data-testid="new-personal-token"
      >
        {token}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          {t('settings.api.copy')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('settings.api.copiedDone')}
        </Button>
      </div>
    </div>
  );
}
