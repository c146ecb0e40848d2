import { useId, useState } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed.ts';

/** Settings card: a private, read-only calendar address listing the member's upcoming sessions. */
export function CalendarFeedCard() {
  const id = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const fail = (what: string) => (error: unknown) => toast.error(getErrorMessage(error, what));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Calendar Feed</CardTitle>
        <CardDescription>
          Subscribe to your upcoming SkillSwap sessions from your calendar app. The address is private: anyone
          who has it can read your sessions, so keep it to yourself. Making a new one turns the old one off.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {feed.isPending ? (
          <Skeleton className="h-10" />
        ) : (
          <>
            {shownUrl ? (
              <div className="grid gap-2">
                <Label htmlFor={`${id}-url`}>Your calendar address (shown once; copy it now)</Label>
                <Input
                  id={`${id}-url`}
                  readOnly
                  value={shownUrl}
                  onFocus={(event) => event.target.select()}
                />
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">
                {feed.data?.isActive
                  ? 'Your calendar feed is on. Its address was shown when you made it; make a new one if you lost it.'
                  : 'Your calendar feed is off.'}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={create.isPending}
                onClick={() =>
                  create.mutate(undefined, {
                    onSuccess: (created) => setShownUrl(created.url),
                    onError: fail('The calendar address could not be made'),
                  })
                }
              >
                {feed.data?.isActive ? 'Make a New Address' : 'Turn On Calendar Feed'}
              </Button>
              {feed.data?.isActive && (
                <Button
                  variant="outline"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(undefined, {
                      onSuccess: () => setShownUrl(null),
                      onError: fail('The calendar feed could not be turned off'),
                    })
                  }
                >
                  Turn Off
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
