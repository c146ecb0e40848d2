import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  disputeRecordedExchangeSchema,
  type RecordedExchange,
} from '@skillswap/contracts/community-economy/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { economyActions, useEconomyAction, useRecordedExchanges } from '../api/community-economy.ts';
import { EconomySection } from './section.tsx';

/**
 * Recorded exchanges, newest first (ADR 172): all of them for coordinators, a member's own for everyone else.
 * A member who took part disputes one here for 7 days; a coordinator who did not keeps or reverses a disputed
 * one. The notifications about them link to this card (`#recorded-exchanges`).
 */
export function RecordedExchangesCard({
  slug,
  isCoordinator,
  viewerId,
}: {
  slug: string;
  isCoordinator: boolean;
  viewerId: string | null;
}) {
  const { t } = useTranslation();
  const exchanges = useRecordedExchanges(slug, true);
  const items = exchanges.data?.pages.flatMap((page) => page.items) ?? [];
  if (!isCoordinator && exchanges.isSuccess && items.length === 0) return null;
  return (
    <EconomySection title={t('communityEconomy.list.title')} anchor="recorded-exchanges">
      {exchanges.isError && (
        <p className="text-sm text-muted-foreground">{t('communityEconomy.list.loadFailed')}</p>
      )}
      {exchanges.isSuccess && items.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('communityEconomy.list.none')}</p>
      )}
      {items.length > 0 && (
        <ul className="grid gap-3">
          {items.map((exchange) => (
            <ExchangeItem
              key={exchange.id}
              slug={slug}
              exchange={exchange}
              isCoordinator={isCoordinator}
              viewerId={viewerId}
            />
          ))}
        </ul>
      )}
      {exchanges.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          disabled={exchanges.isFetchingNextPage}
          onClick={() => void exchanges.fetchNextPage()}
        >
          {t('communityEconomy.list.older')}
        </Button>
      )}
    </EconomySection>
  );
}

function ExchangeItem({
  slug,
  exchange,
  isCoordinator,
  viewerId,
}: {
  slug: string;
  exchange: RecordedExchange;
  isCoordinator: boolean;
  viewerId: string | null;
}) {
  const { t } = useTranslation();
  const { date, number, isolate } = useFormatters();
  const formerMember = t('communityEconomy.list.formerMember');
  const name = (person: { fullName: string } | null) => isolate(person?.fullName ?? formerMember);
  const teachers = unique(exchange.parts.map((part) => name(part.teacher)));
  const learners = unique(exchange.parts.map((part) => name(part.learner)));
  const hours = exchange.parts[0]?.hours ?? 0;
  const partyIds = exchange.parts.flatMap((part) => [part.teacher?.id, part.learner?.id]);
  const isParty = viewerId !== null && partyIds.includes(viewerId);
  // The window is read when the card is drawn; the server refuses a dispute that comes too late all the same.
  const [drawnAt] = useState(Date.now);
  const mayDispute = isParty && exchange.status === 'recorded' && drawnAt < Date.parse(exchange.disputeUntil);
  const mayDecide = isCoordinator && !isParty && exchange.status === 'disputed';
  // A flagged member's exchange waits for a coordinator who neither recorded it nor took part (ADR 178).
  const mayApprove =
    isCoordinator &&
    !isParty &&
    exchange.status === 'awaiting_approval' &&
    exchange.recordedBy?.id !== viewerId;
  return (
    <li className="grid gap-1.5 rounded-md border p-3 text-sm wrap-anywhere">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          {t('communityEconomy.list.summary', {
            teachers: teachers.join(', '),
            learners: learners.join(', '),
            category: t(`explore.category.${exchange.category}`),
          })}
        </span>
        <Badge
          variant={
            exchange.status === 'disputed' || exchange.status === 'awaiting_approval'
              ? 'destructive'
              : 'outline'
          }
        >
          {t(`communityEconomy.status.${exchange.status}`)}
        </Badge>
      </div>
      <p className="text-muted-foreground">
        {t('communityEconomy.list.details', {
          hours: t('communities.hours', { hours: number(hours, { maximumFractionDigits: 2 }) }),
          date: date(`${exchange.happenedOn}T12:00:00Z`),
          coordinator: name(exchange.recordedBy),
        })}
      </p>
      {(exchange.inPerson || exchange.accompaniedBy) && (
        <p className="text-muted-foreground">
          {exchange.accompaniedBy
            ? t('communityEconomy.list.accompanied', { name: name(exchange.accompaniedBy) })
            : t('communityEconomy.list.inPerson')}
        </p>
      )}
      {exchange.approvalBy && (
        <p className="text-muted-foreground">
          {exchange.status === 'refused'
            ? t('communityEconomy.list.refusedBy', { name: name(exchange.approvalBy) })
            : t('communityEconomy.list.approvedBy', { name: name(exchange.approvalBy) })}
        </p>
      )}
      {exchange.note && <p>{exchange.note}</p>}
      {exchange.dispute && (
        <p className="rounded-md bg-muted p-2">
          {t('communityEconomy.list.disputeBy', {
            name: name(exchange.dispute.by),
            reason: exchange.dispute.reason,
          })}
        </p>
      )}
      {mayDispute && <DisputeForm slug={slug} exchange={exchange} />}
      {mayDecide && <DecideButtons slug={slug} exchangeId={exchange.id} />}
      {mayApprove && <ApproveButtons slug={slug} exchangeId={exchange.id} />}
    </li>
  );
}

const unique = (names: string[]) => [...new Set(names)];

type DisputeValues = z.input<typeof disputeRecordedExchangeSchema>;
type DisputeInput = z.output<typeof disputeRecordedExchangeSchema>;

function DisputeForm({ slug, exchange }: { slug: string; exchange: RecordedExchange }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const { date } = useFormatters();
  const id = useId();
  const action = useEconomyAction(slug);
  const [isOpen, setIsOpen] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<DisputeValues, unknown, DisputeInput>({
    resolver: zodResolver(disputeRecordedExchangeSchema),
    defaultValues: { reason: '' },
  });
  const { errors } = formState;
  if (!isOpen) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => setIsOpen(true)}>
          {t('communityEconomy.dispute.open')}
        </Button>
        <span className="text-xs text-muted-foreground">
          {t('communityEconomy.dispute.until', { date: date(exchange.disputeUntil) })}
        </span>
      </div>
    );
  }
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await action.mutateAsync(() => economyActions.dispute(slug, exchange.id, reason));
      toast.success(t('communityEconomy.dispute.sent'));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['reason'], validation)) return;
      setError('root', { message: getErrorMessage(failure, t('communityEconomy.failed')) });
    }
  });
  const reasonError = validation(errors.reason?.message);
  return (
    <form noValidate className="grid gap-2" onSubmit={(event) => void submit(event)}>
      <Label htmlFor={`${id}-reason`}>{t('communityEconomy.dispute.reason')}</Label>
      <Textarea
        id={`${id}-reason`}
        maxLength={1000}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? `${id}-reason-message` : undefined}
        {...register('reason')}
      />
      <FormMessage id={`${id}-reason-message`}>{reasonError}</FormMessage>
      <FormMessage role="alert">{errors.root?.message}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          {t('communityEconomy.dispute.submit')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setIsOpen(false)}>
          {t('communityEconomy.dispute.cancel')}
        </Button>
      </div>
    </form>
  );
}

function DecideButtons({ slug, exchangeId }: { slug: string; exchangeId: string }) {
  const { t } = useTranslation();
  const action = useEconomyAction(slug);
  const decide = (outcome: 'kept' | 'reversed') =>
    action
      .mutateAsync(() => economyActions.decide(slug, exchangeId, outcome))
      .then(
        () => toast.success(t(`communityEconomy.decide.${outcome}`)),
        (failure: unknown) => toast.error(getErrorMessage(failure, t('communityEconomy.failed'))),
      );
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => void decide('kept')}>
        {t('communityEconomy.decide.keep')}
      </Button>
      <Button
        size="sm"
        variant="destructive"
        disabled={action.isPending}
        onClick={() => void decide('reversed')}
      >
        {t('communityEconomy.decide.reverse')}
      </Button>
    </div>
  );
}

function ApproveButtons({ slug, exchangeId }: { slug: string; exchangeId: string }) {
  const { t } = useTranslation();
  const action = useEconomyAction(slug);
  const decide = (decision: 'approved' | 'refused') =>
    action
      .mutateAsync(() => economyActions.approve(slug, exchangeId, decision))
      .then(
        () => toast.success(t(`communityEconomy.approval.${decision}`)),
        (failure: unknown) => toast.error(getErrorMessage(failure, t('communityEconomy.failed'))),
      );
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={action.isPending} onClick={() => void decide('approved')}>
        {t('communityEconomy.approval.approve')}
      </Button>
      <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => void decide('refused')}>
        {t('communityEconomy.approval.refuse')}
      </Button>
    </div>
  );
}
