import { useId } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { emailNotificationTypeList } from '@skillswap/contracts/notifications';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences.ts';

/** Settings card: which notifications also arrive by e-mail (all of them until switched off). */
export function NotificationPreferencesCard() {
  const id = useId();
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('notifications.email.title')}</CardTitle>
        <CardDescription>{t('notifications.email.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <Skeleton className="h-40" />
        ) : preferences.isError ? (
          <p className="text-sm text-muted-foreground">{t('notifications.email.loadFailed')}</p>
        ) : (
          <ul className="grid gap-3">
            {emailNotificationTypeList.map((type) => (
              <li key={type} className="flex items-center justify-between gap-4">
                <Label htmlFor={`${id}-${type}`}>{t(`notifications.type.${type}`)}</Label>
                <Switch
                  id={`${id}-${type}`}
                  checked={preferences.data.email[type]}
                  disabled={update.isPending}
                  onCheckedChange={(checked) =>
                    update.mutate(
                      { email: { [type]: checked } },
                      {
                        onError: (error) =>
                          toast.error(getErrorMessage(error, t('notifications.saveFailed'))),
                      },
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
