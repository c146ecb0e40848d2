import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  ActivationMember,
  ActivationPost,
  ActivationQueue,
  ActivationRequest,
  ActivationReason,
  Nudge,
  NudgeSummary,
  Suggestion,
} from '@skillswap/contracts/community-activation';
import { toast } from '@/components/layout/toast.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { RelativeTime } from '@/components/ui/relative-time.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { boardPostPath, memberProfilePath } from '@/config/paths.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation, type Translate } from '@/i18n/i18n-context.ts';
import { RichMessage } from '@/i18n/rich-message.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import {
  useActivationQueue,
  useActivationSuggestions,
  useNudges,
  useSendNudge,
} from '../api/community-activation.ts';

interface Person {
  id: string;
  fullName: string;
}

/** One entry of a list: the member a nudge goes to, what it is about, and what the entry says. */
interface QueueEntry {
  key: string;
  reason: ActivationReason;
  member: Person;
  /** The swap request or board post of an `unanswered_*` entry. */
  subjectId: string | null;
  lastNudge: NudgeSummary | null;
  description: ReactNode;
  /** The message the form starts with, in the coordinator's language. */
  defaultMessage: string;
}

interface QueueList {
  id: string;
  title: string;
  hint: string;
  total: number;
  entries: QueueEntry[];
}

function MemberLink({ person }: { person: Person }) {
  return (
    <Link to={memberProfilePath(person.id)} className="font-medium wrap-anywhere hover:underline">
      {person.fullName}
    </Link>
  );
}

/**
 * For coordinators: the activation queue (ADR 173). The share of new members who made a first exchange within
 * 30 days, then four lists of members to help (never exchanged, requests and board posts left unanswered,
 * quiet for 60 days), each entry with its last nudge and a form to nudge the member, and the nudges sent
 * lately with what happened after each. An empty list says so, so the coordinator knows it was checked.
 */
export function ActivationQueueCard({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const queue = useActivationQueue(slug, true);
  // One form open at a time: its entry's key.
  const [openKey, setOpenKey] = useState<string | null>(null);
  return (
    <ActivationSection title={t('communityActivation.title')} anchor="activation">
      <p className="text-sm text-muted-foreground">{t('communityActivation.intro')}</p>
      {queue.isPending && <Spinner label={t('communityActivation.loading')} />}
      {queue.isError && (
        <p className="text-sm text-muted-foreground">{t('communityActivation.loadFailed')}</p>
      )}
      {queue.data && (
        <>
          <FirstExchangeFigure figure={queue.data.firstExchange} />
          {buildLists(t, queue.data).map((list) => (
            <QueueListView
              key={list.id}
              slug={slug}
              list={list}
              openKey={openKey}
              onOpenChange={setOpenKey}
            />
          ))}
        </>
      )}
      <RecentNudges slug={slug} />
    </ActivationSection>
  );
}

/** The card of the community page, with its heading and an anchor (`#activation`). */
function ActivationSection({
  title,
  anchor,
  children,
}: {
  title: string;
  anchor: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className="grid min-w-0 scroll-mt-20 gap-4 rounded-lg border bg-card p-4"
    >
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function FirstExchangeFigure({ figure }: { figure: ActivationQueue['firstExchange'] }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return (
    <p className="font-medium">
      {figure.share === null
        ? t('communityActivation.figure.none')
        : t('communityActivation.figure.share', {
            exchangedWithin: figure.exchangedWithin,
            joined: figure.joined,
            percent: number(figure.share, { style: 'percent', maximumFractionDigits: 0 }),
          })}
    </p>
  );
}

const when = (at: string) => <RelativeTime at={at} />;

/** An entry of "Never exchanged" or "Quiet for 60 days": the member, when they joined or last exchanged. */
function memberEntry(
  t: Translate,
  item: ActivationMember,
  reason: 'never_exchanged' | 'dormant',
): QueueEntry {
  const isNew = reason === 'never_exchanged' || item.lastExchangeAt === null;
  return {
    key: `${reason}:${item.member.id}`,
    reason,
    member: item.member,
    subjectId: null,
    lastNudge: item.lastNudge,
    description: (
      <RichMessage
        t={t}
        messageKey={isNew ? 'communityActivation.entry.joined' : 'communityActivation.entry.lastExchange'}
        elements={{
          name: <MemberLink person={item.member} />,
          when: when(isNew ? item.joinedAt : (item.lastExchangeAt ?? item.joinedAt)),
        }}
      />
    ),
    defaultMessage:
      reason === 'never_exchanged'
        ? t('communityActivation.message.never_exchanged', { name: item.member.fullName })
        : t('communityActivation.message.dormant', { name: item.member.fullName }),
  };
}

/** An unanswered swap request: the nudge goes to its recipient, about the request. */
function requestEntry(t: Translate, item: ActivationRequest): QueueEntry {
  return {
    key: `unanswered_request:${item.swapId}`,
    reason: 'unanswered_request',
    member: item.recipient,
    subjectId: item.swapId,
    lastNudge: item.lastNudge,
    description: (
      <RichMessage
        t={t}
        messageKey="communityActivation.entry.request"
        values={{ skill: item.skill }}
        elements={{
          requester: <MemberLink person={item.requester} />,
          recipient: <MemberLink person={item.recipient} />,
          when: when(item.createdAt),
        }}
      />
    ),
    defaultMessage: t('communityActivation.message.unanswered_request', {
      name: item.recipient.fullName,
      requester: item.requester.fullName,
      skill: item.skill,
    }),
  };
}

/** An unanswered board post: the nudge goes to its author, about the post. */
function postEntry(t: Translate, item: ActivationPost): QueueEntry {
  return {
    key: `unanswered_post:${item.postId}`,
    reason: 'unanswered_post',
    member: item.author,
    subjectId: item.postId,
    lastNudge: item.lastNudge,
    description: (
      <RichMessage
        t={t}
        messageKey={
          item.kind === 'need' ? 'communityActivation.entry.postNeed' : 'communityActivation.entry.postOffer'
        }
        elements={{
          author: <MemberLink person={item.author} />,
          title: (
            <Link to={boardPostPath(item.postId)} className="wrap-anywhere underline">
              {item.title}
            </Link>
          ),
          when: when(item.createdAt),
        }}
      />
    ),
    defaultMessage: t('communityActivation.message.unanswered_post', {
      name: item.author.fullName,
      title: item.title,
    }),
  };
}

/** The queue's four lists, in the order a coordinator works through them. */
function buildLists(t: Translate, queue: ActivationQueue): QueueList[] {
  const { neverExchanged, unansweredRequests, unansweredPosts, dormant } = queue;
  return [
    {
      id: 'never-exchanged',
      title: t('communityActivation.list.neverExchanged', { count: neverExchanged.total }),
      hint: t('communityActivation.hint.neverExchanged'),
      total: neverExchanged.total,
      entries: neverExchanged.items.map((item) => memberEntry(t, item, 'never_exchanged')),
    },
    {
      id: 'unanswered-requests',
      title: t('communityActivation.list.unansweredRequests', { count: unansweredRequests.total }),
      hint: t('communityActivation.hint.unansweredRequests'),
      total: unansweredRequests.total,
      entries: unansweredRequests.items.map((item) => requestEntry(t, item)),
    },
    {
      id: 'unanswered-posts',
      title: t('communityActivation.list.unansweredPosts', { count: unansweredPosts.total }),
      hint: t('communityActivation.hint.unansweredPosts'),
      total: unansweredPosts.total,
      entries: unansweredPosts.items.map((item) => postEntry(t, item)),
    },
    {
      id: 'dormant',
      title: t('communityActivation.list.dormant', { count: dormant.total }),
      hint: t('communityActivation.hint.dormant'),
      total: dormant.total,
      entries: dormant.items.map((item) => memberEntry(t, item, 'dormant')),
    },
  ];
}

function QueueListView({
  slug,
  list,
  openKey,
  onOpenChange,
}: {
  slug: string;
  list: QueueList;
  openKey: string | null;
  onOpenChange: (key: string | null) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <h3 id={headingId} className="font-semibold wrap-anywhere">
        {list.title}
      </h3>
      <p className="text-xs text-muted-foreground">{list.hint}</p>
      {list.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('communityActivation.list.empty')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-2">
          {list.entries.map((entry) => (
            <QueueEntryItem
              key={entry.key}
              slug={slug}
              entry={entry}
              isOpen={openKey === entry.key}
              onOpenChange={(isOpen) => onOpenChange(isOpen ? entry.key : null)}
            />
          ))}
        </ul>
      )}
      {list.entries.length > 0 && list.entries.length < list.total && (
        <p className="text-xs text-muted-foreground">
          {t('communityActivation.list.more', { shown: list.entries.length, total: list.total })}
        </p>
      )}
    </div>
  );
}

function QueueEntryItem({
  slug,
  entry,
  isOpen,
  onOpenChange,
}: {
  slug: string;
  entry: QueueEntry;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };
  return (
    <li className="grid min-w-0 gap-2 rounded-md border p-3 text-sm wrap-anywhere">
      <p>{entry.description}</p>
      {entry.lastNudge && <LastNudge nudge={entry.lastNudge} />}
      <Button
        ref={buttonRef}
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-label={t('communityActivation.nudge.openLabel', { name: entry.member.fullName })}
        aria-expanded={isOpen}
        aria-controls={isOpen ? formId : undefined}
        onClick={() => onOpenChange(!isOpen)}
      >
        {t('communityActivation.nudge.open')}
      </Button>
      {isOpen && <NudgeForm id={formId} slug={slug} entry={entry} onSent={close} onCancel={close} />}
    </li>
  );
}

function LastNudge({ nudge }: { nudge: NudgeSummary }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <p className="text-muted-foreground">
      {t(`communityActivation.lastNudge.${nudge.outcome}`, {
        name: nudge.sentBy?.fullName ?? t('communityActivation.formerCoordinator'),
        date: date(nudge.sentAt),
        outcomeDate: date(nudge.outcomeAt ?? nudge.sentAt),
      })}
    </p>
  );
}

const suggestionValue = (suggestion: Pick<Suggestion, 'kind' | 'id'>) =>
  `${suggestion.kind}:${suggestion.id}`;
const noSuggestion = 'none';

function NudgeForm({
  id,
  slug,
  entry,
  onSent,
  onCancel,
}: {
  id: string;
  slug: string;
  entry: QueueEntry;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const send = useSendNudge(slug);
  const suggestions = useActivationSuggestions(slug, entry.member.id);
  const [message, setMessage] = useState(entry.defaultMessage);
  const [choice, setChoice] = useState(noSuggestion);
  const [error, setError] = useState<string | undefined>();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  // The form opens with the message in focus, so a keyboard user goes on from where they asked for it.
  useEffect(() => messageRef.current?.focus(), []);
  const items = suggestions.data?.items ?? [];
  const chosen = items.find((each) => suggestionValue(each) === choice) ?? null;
  return (
    <form
      id={id}
      className="grid gap-3 border-t pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        send
          .mutateAsync({
            reason: entry.reason,
            memberId: entry.member.id,
            subjectId: entry.subjectId,
            message,
            suggestion: chosen && { kind: chosen.kind, id: chosen.id },
          })
          .then(
            () => {
              toast.success(t('communityActivation.form.sent', { name: entry.member.fullName }));
              onSent();
            },
            (failure: unknown) => setError(getErrorMessage(failure, t('communityActivation.failed'))),
          );
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`} className="leading-snug wrap-anywhere">
          {t('communityActivation.form.message', { name: entry.member.fullName })}
        </Label>
        <Textarea
          ref={messageRef}
          id={`${id}-message`}
          required
          maxLength={1000}
          value={message}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <fieldset className="grid min-w-0 gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('communityActivation.form.suggestion')}</legend>
        <SuggestionOption
          name={`${id}-suggestion`}
          value={noSuggestion}
          choice={choice}
          onChoose={setChoice}
          label={t('communityActivation.form.noSuggestion')}
        />
        {items.map((suggestion) => (
          <SuggestionOption
            key={suggestionValue(suggestion)}
            name={`${id}-suggestion`}
            value={suggestionValue(suggestion)}
            choice={choice}
            onChoose={setChoice}
            label={t(`communityActivation.suggestion.${suggestion.kind}`, {
              label: suggestion.label,
              skill: suggestion.skill,
            })}
          />
        ))}
        {suggestions.isPending && (
          <Spinner className="text-sm" label={t('communityActivation.form.loadingSuggestions')} />
        )}
        {suggestions.isSuccess && items.length === 0 && (
          <p className="text-xs text-muted-foreground">{t('communityActivation.form.noSuggestionsFound')}</p>
        )}
        {suggestions.isError && (
          <p className="text-xs text-muted-foreground">{t('communityActivation.form.suggestionsFailed')}</p>
        )}
      </fieldset>
      <FormMessage id={`${id}-error`} role="alert">
        {error}
      </FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={send.isPending}>
          {t('communityActivation.form.send')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t('communityActivation.form.cancel')}
        </Button>
      </div>
    </form>
  );
}

function SuggestionOption({
  name,
  value,
  choice,
  onChoose,
  label,
}: {
  name: string;
  value: string;
  choice: string;
  onChoose: (value: string) => void;
  label: string;
}) {
  return (
    <label className="flex min-h-8 min-w-0 items-center gap-2 text-sm wrap-anywhere">
      <input
        type="radio"
        name={name}
        value={value}
        className="size-4 shrink-0 accent-primary"
        checked={choice === value}
        onChange={() => onChoose(value)}
      />
      <span className="min-w-0">{label}</span>
    </label>
  );
}

/** The latest nudges, newest first, each with what happened after it. */
function RecentNudges({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const nudges = useNudges(slug, true);
  const headingId = useId();
  const items = nudges.data?.items ?? [];
  return (
    <div className="grid min-w-0 gap-2 border-t pt-3">
      <h3 id={headingId} className="font-semibold">
        {t('communityActivation.nudges.title')}
      </h3>
      {nudges.isPending && <Spinner label={t('communityActivation.nudges.loading')} />}
      {nudges.isError && (
        <p className="text-sm text-muted-foreground">{t('communityActivation.nudges.loadFailed')}</p>
      )}
      {nudges.isSuccess && items.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('communityActivation.nudges.none')}</p>
      )}
      {items.length > 0 && (
        <ul aria-labelledby={headingId} className="grid gap-2">
          {items.map((nudge) => (
            <NudgeItem key={nudge.id} nudge={nudge} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NudgeItem({ nudge }: { nudge: Nudge }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <li className="grid min-w-0 gap-1 rounded-md border p-3 text-sm wrap-anywhere">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <MemberLink person={nudge.member} />
        <span className="text-muted-foreground">{t(`communityActivation.reason.${nudge.reason}`)}</span>
        <Badge variant={nudge.outcome === 'waiting' ? 'outline' : 'success'}>
          {t(`communityActivation.nudges.outcome.${nudge.outcome}`, {
            date: date(nudge.outcomeAt ?? nudge.sentAt),
          })}
        </Badge>
      </p>
      <p className="text-xs text-muted-foreground">
        {t('communityActivation.nudges.sent', {
          date: date(nudge.sentAt),
          name: nudge.sentBy?.fullName ?? t('communityActivation.formerCoordinator'),
        })}
      </p>
      <p dir="auto" className="whitespace-pre-line">
        {nudge.message}
      </p>
      {nudge.suggestion && (
        <p className="text-xs">
          <RichMessage
            t={t}
            messageKey="communityActivation.nudges.suggestion"
            elements={{
              suggestion: (
                <Link to={nudge.suggestion.link} className="wrap-anywhere underline">
                  {nudge.suggestion.label}
                </Link>
              ),
            }}
          />
        </p>
      )}
    </li>
  );
}
