import { toast } from '@/components/layout/toast.ts';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useMatchDigest, useUpdateMatchDigest } from '../api/match-digest.ts';

/** The weekly "new matches" e-mail on or off, saved at once; for the Settings page. */
export function MatchDigestSwitch() {
  const { t } = useTranslation();
  const { data, isPending } = useMatchDigest();
  const mutation = useUpdateMatchDigest();
  const onChange = (enabled: boolean) =>
    mutation.mutate(
      { enabled },
      {
        onSuccess: () => toast.success(t(enabled ? 'matches.digest.on' : 'matches.digest.off')),
        onError: () => toast.error(t('matches.digest.saveFailed')),
      },
    );
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor="match-digest">{t('matches.digest.label')}</Label>
        <p className="text-sm text-muted-foreground">{t('matches.digest.hint')}</p>
      </div>
      <Switch
        id="match-digest"
        checked={data?.enabled ?? true}
        disabled={isPending || mutation.isPending}
        onCheckedChange={onChange}
      />
    </div>
  );
}
