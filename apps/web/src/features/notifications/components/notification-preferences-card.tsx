import { useId } from 'react';
import { toast } from '@/components/layout/toast.ts';
import {
  emailNotificationTypeList,
  messageEmailModes,
  type MessageEmailMode,
} from '@skillswap/contracts/notifications/schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
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
  const save = (input: Parameters<typeof update.mutate>[0]) =>
    update.mutate(input, {
      onError: (error) => toast.error(getErrorMessage(error, t('notifications.saveFailed'))),
    });
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
            {emailNotificationTypeList.map((type) =>
              type === 'message_received' ? (
                // Chat messages: at once, grouped while unread (the default) or never.
                <li key={type} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                  <Label htmlFor={`${id}-${type}`}>{t(`notifications.type.${type}`)}</Label>
                  <Select
                    value={preferences.data.messageEmail}
                    disabled={update.isPending}
                    onValueChange={(value) => save({ messageEmail: value as MessageEmailMode })}
                  >
                    <SelectTrigger
                      id={`${id}-${type}`}
                      className="h-auto min-h-10 w-full min-w-0 whitespace-normal text-start sm:w-80 [&>span]:line-clamp-2"
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {messageEmailModes.map((mode) => (
                        <SelectItem key={mode} value={mode}>
                          {t(`notifications.messageEmail.${mode}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </li>
              ) : (
                <li key={type} className="flex items-center justify-between gap-4">
                  <Label htmlFor={`${id}-${type}`}>{t(`notifications.type.${type}`)}</Label>
                  <Switch
                    id={`${id}-${type}`}
                    checked={preferences.data.email[type]}
                    disabled={update.isPending}
                    onCheckedChange={(checked) => save({ email: { [type]: checked } })}
                  />
                </li>
              ),
            )}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
