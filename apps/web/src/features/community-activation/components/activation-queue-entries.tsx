import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  ActivationMember,
  ActivationPost,
  ActivationQueue,
  ActivationRequest,
  ActivationReason,
  NudgeSummary,
} from '@skillswap/contracts/community-activation/schemas';
import { RelativeTime } from '@/components/ui/relative-time.tsx';
import { boardPostPath, memberProfilePath } from '@/config/paths.ts';
import type { Translate } from '@/i18n/i18n-context.ts';
import { RichMessage } from '@/i18n/rich-message.tsx';

interface Person {
  id: string;
  fullName: string;
}

/** One entry of a list: the member a nudge goes to, what it is about, and what the entry says. */
export interface QueueEntry {
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

export interface QueueList {
  id: string;
  title: string;
  hint: string;
  total: number;
  entries: QueueEntry[];
}

export function MemberLink({ person }: { person: Person }) {
  return (
    <Link to={memberProfilePath(person.id)} className="font-medium wrap-anywhere hover:underline">
      {person.fullName}
    </Link>
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
export function buildLists(t: Translate, queue: ActivationQueue): QueueList[] {
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
