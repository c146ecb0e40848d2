import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { inviteToOrganisationSchema, type Organisation } from '@skillswap/contracts/organisations/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import {
  organisationActions,
  useOrganisation,
  useOrganisationAction,
  useOrganisationInvitations,
} from '../api/organisations.ts';
import { SlaCreditsCard } from './sla-credits-card.tsx';

/** Runs an organisation action and says how it went. */
function useRun() {
  const { t } = useTranslation();
  const mutation = useOrganisationAction(async (run: () => Promise<unknown>) => run());
  const go = (run: () => Promise<unknown>, done: string, after?: () => void) => {
    mutation.mutateAsync(run).then(
      () => {
        toast.success(done);
        after?.();
      },
      (failure: unknown) => toast.error(getErrorMessage(failure, t('organisations.error.generic'))),
    );
  };
  return { go, isPending: mutation.isPending };
}

type InviteValues = z.input<typeof inviteToOrganisationSchema>;
type InviteInput = z.output<typeof inviteToOrganisationSchema>;

function Invitations({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const validation = useValidationMessage();
  const invitations = useOrganisationInvitations(slug, true);
  const { go, isPending } = useRun();
  const inviting = useOrganisationAction(async (email: string) => organisationActions.invite(slug, email));
  const { register, handleSubmit, setError, reset, formState } = useForm<InviteValues, unknown, InviteInput>({
    resolver: zodResolver(inviteToOrganisationSchema),
    defaultValues: { email: '' },
  });
  const invite = handleSubmit(async ({ email }) => {
    try {
      await inviting.mutateAsync(email);
      toast.success(t('organisations.invite.sent', { email }));
      reset();
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['email'], validation)) return;
      toast.error(getErrorMessage(failure, t('organisations.error.generic')));
    }
  });
  const items = invitations.data?.items ?? [];
  return (
    <div className="grid gap-3">
      <form noValidate onSubmit={(event) => void invite(event)} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1">
          <FormField
            label={t('organisations.invite.label')}
            error={validation(formState.errors.email?.message)}
          >
            {(control) => (
              <Input
                type="email"
                autoComplete="off"
                placeholder={t('organisations.invite.placeholder')}
                maxLength={255}
                {...control}
                {...register('email')}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" disabled={formState.isSubmitting || isPending}>
          {t('organisations.invite.submit')}
        </Button>
      </form>
      <h3 className="font-semibold">{t('organisations.invitations.title')}</h3>
      {invitations.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('organisations.invitations.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-all">
                {invitation.email}{' '}
                <span className="text-sm text-muted-foreground">
                  {t('organisations.invitations.expires', {
                    date: format.date(invitation.expiresAt),
                  })}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={isPending}
                aria-label={t('organisations.invitations.revokeLabel', { email: invitation.email })}
                onClick={() =>
                  go(
                    () => organisationActions.revoke(slug, invitation.id),
                    t('organisations.invitations.revoked'),
                  )
                }
              >
                {t('organisations.invitations.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AllowedDomain({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation();
  const hintId = useId();
  const { go, isPending } = useRun();
  const [domain, setDomain] = useState(organisation.allowedDomain ?? '');
  const save = (event: FormEvent) => {
    event.preventDefault();
    const value = domain.trim();
    go(
      () => organisationActions.setDomain(organisation.slug, value || null),
      t('organisations.domain.saved'),
    );
  };
  return (
    <form onSubmit={save} className="grid gap-1.5">
      <Label htmlFor="organisation-domain">{t('organisations.domain.label')}</Label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('organisations.domain.hint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Input
          id="organisation-domain"
          aria-describedby={hintId}
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
          placeholder={t('organisations.domain.placeholder')}
          maxLength={253}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={isPending}>
          {t('organisations.domain.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * On an organisation's page (its members): seats used; for its admins, invitations and the allowed domain.
 */
export function OrganisationPanel({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const organisation = useOrganisation(slug);
  const data = organisation.data?.data;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('organisations.panel.title')}
      </h2>
      {organisation.isPending && <Spinner />}
      {organisation.isError && (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(organisation.error, t('organisations.error.load'))}
        </p>
      )}
      {data && (
        <>
          <p className="text-lg font-medium">
            {t('organisations.panel.seats', { used: data.seatsUsed, seats: data.seats })}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('organisations.panel.seatsDetail', {
              members: data.members,
              invitations: data.openInvitations,
            })}
          </p>
          <p className="text-sm">
            {data.allowedDomain
              ? t('organisations.panel.domainAllowed', { domain: data.allowedDomain })
              : t('organisations.panel.noDomain')}
          </p>
          {data.isAdmin && (
            <p className="text-sm">
              {data.accountManager
                ? t('organisations.panel.accountManager', { name: data.accountManager })
                : t('organisations.panel.noAccountManager')}
            </p>
          )}
          {data.isAdmin && <Invitations slug={slug} />}
          {data.isAdmin && <AllowedDomain organisation={data} />}
          {data.isOwner && <SlaCreditsCard />}
        </>
      )}
    </section>
  );
}
