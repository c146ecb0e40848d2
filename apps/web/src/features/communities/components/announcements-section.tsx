import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { postAnnouncementSchema, type CommunityDetail } from '@skillswap/contracts/communities/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { communityActions } from '../api/communities.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { Section, useAmounts, useRun } from './community-page-parts.tsx';

type AnnouncementValues = z.input<typeof postAnnouncementSchema>;
type AnnouncementInput = z.output<typeof postAnnouncementSchema>;

/** The community's announcements; coordinators post and pin them. */
export function Announcements({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation();
  const { date } = useAmounts();
  const id = useId();
  const { go, submit, isPending } = useRun();
  const validation = useValidationMessage();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    AnnouncementValues,
    unknown,
    AnnouncementInput
  >({ resolver: zodResolver(postAnnouncementSchema), defaultValues: { body: '', isPinned: false } });
  const bodyError = validation(formState.errors.body?.message);
  const isCoordinator = community.pendingCount !== null;
  const post = handleSubmit(async (input) => {
    try {
      await submit(
        () => communityActions.announce(community.slug, input.body, input.isPinned),
        t('communities.announcements.posted'),
      );
      reset();
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['body'], validation)) return;
      toast.error(getErrorMessage(failure, t('communities.actionFailed')));
    }
  });
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
        <form noValidate onSubmit={(event) => void post(event)} className="grid gap-2">
          <Label htmlFor={`${id}-body`}>{t('communities.announcements.new')}</Label>
          <Textarea
            id={`${id}-body`}
            maxLength={2000}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? `${id}-body-message` : undefined}
            {...register('body')}
          />
          <FormMessage id={`${id}-body-message`}>{bodyError}</FormMessage>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...register('isPinned')} />
              {t('communities.announcements.pinToTop')}
            </label>
            <Button type="submit" disabled={isPending}>
              {t('communities.announcements.post')}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
