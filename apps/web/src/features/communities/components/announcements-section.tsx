import { useId, useState, type FormEvent } from 'react';
import type { CommunityDetail } from '@skillswap/contracts/communities/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { communityActions } from '../api/communities.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { Section, useAmounts, useRun } from './community-page-parts.tsx';

/** The community's announcements; coordinators post and pin them. */
export function Announcements({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation();
  const { date } = useAmounts();
  const id = useId();
  const { go, isPending } = useRun();
  const [body, setBody] = useState('');
  const [isPinned, setIsPinned] = useState(false);
  const isCoordinator = community.pendingCount !== null;
  const post = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    go(async () => {
      await communityActions.announce(community.slug, body, isPinned);
      setBody('');
      setIsPinned(false);
    }, t('communities.announcements.posted'));
  };
  return (
    <Section title={t('communities.announcements.title')}>
      {community.announcements.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('communities.announcements.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {community.announcements.map((announcement) => (
            <li key={announcement.id} className="grid gap-1 border-b pb-3 last:border-b-0">
              <p className="whitespace-pre-line wrap-anywhere">{announcement.body}</p>
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                {announcement.isPinned && (
                  <Badge variant="secondary">{t('communities.announcements.pinned')}</Badge>
                )}
                {announcement.author?.fullName} · {date(announcement.createdAt)}
                {isCoordinator && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={isPending}
                    onClick={() =>
                      go(
                        () => communityActions.pin(community.slug, announcement.id, !announcement.isPinned),
                        announcement.isPinned
                          ? t('communities.announcements.unpinned')
                          : t('communities.announcements.pinned'),
                      )
                    }
                  >
                    {announcement.isPinned
                      ? t('communities.announcements.unpin')
                      : t('communities.announcements.pin')}
                  </Button>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      {isCoordinator && (
        <form onSubmit={post} className="grid gap-2">
          <Label htmlFor={`${id}-body`}>{t('communities.announcements.new')}</Label>
          <Textarea
            id={`${id}-body`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            maxLength={2000}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={isPinned}
                onChange={(event) => setIsPinned(event.target.checked)}
              />
              {t('communities.announcements.pinToTop')}
            </label>
            <Button type="submit" disabled={isPending || !body.trim()}>
              {t('communities.announcements.post')}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
