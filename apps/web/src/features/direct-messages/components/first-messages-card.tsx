import { useId } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useDirectMessageSettings, useSaveDirectMessageSettings } from '../api/direct-messages.ts';

/** Settings › Privacy: whether Elite members may write first, without a swap request (on by default). */
export function FirstMessagesCard() {
  const { t } = useTranslation();
  const id = useId();
  const settings = useDirectMessageSettings();
  const save = useSaveDirectMessageSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('elite.firstMessages.title')}</CardTitle>
        <CardDescription>{t('elite.firstMessages.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between gap-4">
        <Label htmlFor={id}>{t('elite.firstMessages.allow')}</Label>
        <Switch
          id={id}
          checked={settings.data?.allowsFirstMessages ?? true}
          disabled={settings.isPending || save.isPending}
          onCheckedChange={(checked) =>
            save.mutate(checked, {
              onSuccess: () =>
                toast.success(checked ? t('elite.firstMessages.savedOn') : t('elite.firstMessages.savedOff')),
              onError: () => toast.error(t('elite.firstMessages.saveFailed')),
            })
          }
        />
      </CardContent>
    </Card>
  );
}
