import { useId, useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed.ts';

/** Settings card: a private, read-only calendar address listing the member's upcoming sessions. */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const id = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const fail = (what: string) => (error: unknown) => toast.error(getErrorMessage(error, what));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('scheduling.feed.title')}</CardTitle>
        <CardDescription>{t('scheduling.feed.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {feed.isPending ? (
          <Skeleton className="h-10" />
        ) : (
          <>
            {shownUrl ? (
              <div className="grid gap-2">
                <Label htmlFor={`${id}-url`}>{t('scheduling.feed.address')}</Label>
                <Input
                  id={`${id}-url`}
                  readOnly
                  value={shownUrl}
                  onFocus={(event) => event.target.select()}
                />
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">
                {feed.data?.isActive ? t('scheduling.feed.on') : t('scheduling.feed.off')}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={create.isPending}
                onClick={() =>
                  create.mutate(undefined, {
                    onSuccess: (created) => setShownUrl(created.url),
                    onError: fail(t('scheduling.feed.createFailed')),
                  })
                }
              >
                {feed.data?.isActive ? t('scheduling.feed.renew') : t('scheduling.feed.turnOn')}
              </Button>
              {feed.data?.isActive && (
                <Button
                  variant="outline"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(undefined, {
                      onSuccess: () => setShownUrl(null),
                      onError: fail(t('scheduling.feed.turnOffFailed')),
                    })
                  }
                >
                  {t('scheduling.feed.turnOff')}
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
