import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  createNodeInvitationSchema,
  joinTrunkSchema,
  type CreateNodeInvitationInput,
  type NodeLink,
} from '@skillswap/contracts/federation/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { TextField } from '@/components/forms/text-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import {
  useChangeNodeLink,
  useCreateNodeInvitation,
  useFederation,
  useJoinTrunk,
} from '../api/federation.ts';
import { useReconcileNow, useReconciliations } from '../api/federation-reconciliation.ts';
import { WaitingDeliveriesLine } from './link-deliveries.tsx';
import { LinkReconciliationLine } from './link-reconciliation.tsx';

type JoinTrunkInput = z.input<typeof joinTrunkSchema>;

/**
 * /admin/federation (admins): this install as a node of a Credit Commons tree — its links with a hub and with
 * branches, each with its limits, balance and kill switch; invitations for branches; joining a hub.
 */
export function FederationPage() {
  const { t } = useTranslation();
  const federation = useFederation();
  const reconciliations = useReconciliations();
  const reconcile = useReconcileNow();
  const checks = new Map(reconciliations.data?.links.map((check) => [check.linkId, check]));
  const waiting = new Map(federation.data?.waiting.map((entry) => [entry.linkId, entry]));
  const reconcileNow = () =>
    reconcile.mutate(undefined, {
      onSuccess: () => toast.success(t('federation.reconcile.done')),
      onError: (error) => toast.error(getErrorMessage(error, t('federation.reconcile.failed'))),
    });
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('federation.title')}</h1>
        <p className="text-muted-foreground">
          {federation.data
            ? t('federation.intro', { node: federation.data.nodeName })
            : t('federation.description')}
        </p>
      </header>
      {federation.isPending ? (
        <LoadingPanel label={t('federation.loading')} className="py-12" />
      ) : federation.isError ? (
        <RetryPanel message={t('federation.loadFailed')} onRetry={() => void federation.refetch()} />
      ) : (
        <>
          <section className="grid gap-2" aria-labelledby="federation-links">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="federation-links" className="text-lg font-semibold">
                {t('federation.links')}
              </h2>
              {federation.data.links.some((link) => link.status !== 'ended') && (
                <Button size="sm" variant="outline" disabled={reconcile.isPending} onClick={reconcileNow}>
                  {t('federation.reconcile.run')}
                </Button>
              )}
            </div>
            {federation.data.links.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('federation.noLinks')}</p>
            ) : (
              <ul className="divide-y rounded-lg border">
                {federation.data.links.map((link) => (
                  <LinkRow
                    key={link.id}
                    link={link}
                    reconciliation={
                      link.status === 'ended' ? null : (
                        <>
                          <LinkReconciliationLine
                            check={checks.get(link.id)}
                            nodeName={federation.data.nodeName}
                            peerName={link.peerName}
                          />
                          <WaitingDeliveriesLine waiting={waiting.get(link.id)} peerName={link.peerName} />
                        </>
                      )
                    }
                  />
                ))}
              </ul>
            )}
          </section>
          <InviteBranch openInvitations={federation.data.openInvitations} />
          <JoinHub />
        </>
      )}
    </section>
  );
}

function LinkRow({ link, reconciliation }: { link: NodeLink; reconciliation: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const change = useChangeNodeLink();
  const act = (kind: 'pause' | 'resume' | 'end') =>
    change.mutate(
      { id: link.id, change: kind },
      {
        onSuccess: () => toast.success(t(`federation.done.${kind}`, { node: link.peerName })),
        onError: (error) => toast.error(getErrorMessage(error, t('federation.changeFailed'))),
      },
    );
  return (
    <li className="grid gap-2 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="grid">
          <span className="font-medium">
            {link.peerName}{' '}
            <span className="text-sm font-normal text-muted-foreground">
              · {t(link.peerRole === 'trunk' ? 'federation.role.trunk' : 'federation.role.branch')}
            </span>
          </span>
          <span className="text-xs text-muted-foreground" dir="ltr">
            {link.peerUrl}
          </span>
        </span>
        <Badge variant={link.status === 'active' ? 'default' : 'secondary'}>
          {link.status === 'paused'
            ? t(link.pausedBy === 'us' ? 'federation.status.pausedByUs' : 'federation.status.pausedByThem')
            : t(`federation.status.${link.status}`)}
        </Badge>
      </div>
      <p className="text-sm">
        {t('federation.limits', {
          owed: format.number(link.maxOwedHours),
          owing: format.number(link.maxOwingHours),
        })}{' '}
        · {t('federation.balance', { hours: format.number(link.balance) })}
      </p>
      {link.reaches.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t('federation.reaches', { nodes: link.reaches.join(', ') })}
        </p>
      )}
      {reconciliation}
      {link.status !== 'ended' && (
        <div className="flex flex-wrap gap-2">
          {link.status === 'active' || link.pausedBy === 'them' ? (
            <Button size="sm" variant="destructive" disabled={change.isPending} onClick={() => act('pause')}>
              {t('federation.pause', { node: link.peerName })}
            </Button>
          ) : (
            <Button size="sm" disabled={change.isPending} onClick={() => act('resume')}>
              {t('federation.resume', { node: link.peerName })}
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => act('end')}>
            {t('federation.end', { node: link.peerName })}
          </Button>
        </div>
      )}
    </li>
  );
}

/** A number box the contract checks; an empty one reads 0 (no hours, or a refused 0 days). */
const numberAs = (value: string | number) => Number(value);
const invitationFields = ['maxOwedHours', 'maxOwingHours', 'days'] as const;

function InviteBranch({ openInvitations }: { openInvitations: number }) {
  const { t } = useTranslation();
  const create = useCreateNodeInvitation();
  const { register, handleSubmit, setError, formState } = useForm<CreateNodeInvitationInput>({
    resolver: zodResolver(createNodeInvitationSchema),
    defaultValues: { maxOwedHours: 20, maxOwingHours: 20, days: 7 },
  });
  const { errors } = formState;
  const [invitation, setInvitation] = useState<string | null>(null);
  const outputId = useId();
  const submit = handleSubmit(async (input) => {
    try {
      setInvitation((await create.mutateAsync(input)).invitation);
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, invitationFields)) return;
      toast.error(getErrorMessage(failure, t('federation.invite.failed')));
    }
  });
  const field = (name: (typeof invitationFields)[number], label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      error={translateValidation(t, errors[name]?.message)}
      {...register(name, { setValueAs: numberAs })}
    />
  );
  return (
    <section className="grid gap-3 rounded-lg border p-4" aria-labelledby="federation-invite">
      <h2 id="federation-invite" className="text-lg font-semibold">
        {t('federation.invite.title')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t('federation.invite.description', { count: openInvitations })}
      </p>
      <form
        onSubmit={(event) => void submit(event)}
        className="grid gap-3 sm:grid-cols-3 sm:items-start"
        noValidate
      >
        {field('maxOwedHours', t('federation.invite.maxOwed'))}
        {field('maxOwingHours', t('federation.invite.maxOwing'))}
        {field('days', t('federation.invite.days'))}
        <Button type="submit" className="sm:col-span-3 sm:justify-self-start" disabled={create.isPending}>
          {t('federation.invite.submit')}
        </Button>
      </form>
      {invitation && (
        <div className="grid gap-1">
          <Label htmlFor={outputId}>{t('federation.invite.result')}</Label>
          <Textarea
            id={outputId}
            readOnly
            value={invitation}
            dir="ltr"
            className="font-mono text-xs"
            rows={3}
          />
        </div>
      )}
    </section>
  );
}

function JoinHub() {
  const { t } = useTranslation();
  const join = useJoinTrunk();
  const { register, handleSubmit, setError, reset, control, formState } = useForm<JoinTrunkInput>({
    resolver: zodResolver(joinTrunkSchema),
    defaultValues: { invitation: '' },
  });
  const invitation = useWatch({ control, name: 'invitation' });
  const error = translateValidation(t, formState.errors.invitation?.message);
  const inputId = useId();
  const submit = handleSubmit(async (input) => {
    try {
      const link = await join.mutateAsync(input.invitation);
      reset();
      toast.success(t('federation.join.done', { node: link.peerName }));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['invitation'])) return;
      toast.error(getErrorMessage(failure, t('federation.join.failed')));
    }
  });
  return (
    <section className="grid gap-3 rounded-lg border p-4" aria-labelledby="federation-join">
      <h2 id="federation-join" className="text-lg font-semibold">
        {t('federation.join.title')}
      </h2>
      <form onSubmit={(event) => void submit(event)} className="grid gap-2" noValidate>
        <Label htmlFor={inputId}>{t('federation.join.label')}</Label>
        <Textarea
          id={inputId}
          dir="ltr"
          className="font-mono text-xs"
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-message` : undefined}
          {...register('invitation')}
        />
        <FormMessage id={`${inputId}-message`}>{error}</FormMessage>
        <Button type="submit" className="justify-self-start" disabled={join.isPending || !invitation.trim()}>
          {t('federation.join.submit')}
        </Button>
      </form>
    </section>
  );
}
