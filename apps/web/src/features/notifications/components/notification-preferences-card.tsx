import { useId } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { emailNotificationTypeList, emailNotificationTypes } from '@skillswap/contracts/notifications';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences.ts';

/** Settings card: which notifications also arrive by e-mail (all of them until switched off). */
export function NotificationPreferencesCard() {
  const id = useId();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Email Notifications</CardTitle>
        <CardDescription>
          You always see notifications in the app; choose which ones also come by e-mail.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <Skeleton className="h-40" />
        ) : preferences.isError ? (
          <p className="text-sm text-muted-foreground">Your e-mail preferences could not be loaded.</p>
        ) : (
          <ul className="grid gap-3">
            {emailNotificationTypeList.map((type) => (
              <li key={type} className="flex items-center justify-between gap-4">
                <Label htmlFor={`${id}-${type}`}>{emailNotificationTypes[type]}</Label>
                <Switch
                  id={`${id}-${type}`}
                  checked={preferences.data.email[type]}
                  disabled={update.isPending}
                  onCheckedChange={(checked) =>
                    update.mutate(
                      { email: { [type]: checked } },
                      { onError: (error) => toast.error(getErrorMessage(error, 'Failed to save settings')) },
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
