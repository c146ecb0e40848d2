import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  assignAccountManagerSchema,
  type ConsoleOrganisation,
} from '@skillswap/contracts/admin-organisations/schemas';
import { planNames } from '@skillswap/contracts/shared/plans';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useTeam } from '../api/get-team.ts';
import { useConsoleOrganisations, useSetAccountManager } from '../api/organisations.ts';

type ManagerValues = z.input<typeof assignAccountManagerSchema>;
type ManagerInput = z.output<typeof assignAccountManagerSchema>;

/** An admin's control: a member of staff and the name the organisation sees, or none. */
function AccountManagerForm({ organisation }: { organisation: ConsoleOrganisation }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const team = useTeam();
  const setManager = useSetAccountManager(organisation.slug);
  const { register, handleSubmit, setError, setValue, getValues, reset, formState } = useForm<
    ManagerValues,
    unknown,
    ManagerInput
  >({
    resolver: zodResolver(assignAccountManagerSchema),
    defaultValues: {
      staffId: organisation.accountManager?.id ?? '',
      displayName: organisation.accountManager?.displayName ?? '',
    },
  });
  const { errors } = formState;
  const save = async (body: ManagerInput, done: string) => {
    try {
      await setManager.mutateAsync(body);
      toast.success(done);
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['staffId', 'displayName'], validation)) return;
      toast.error(getErrorMessage(failure, t('organisations.consoleOrganisationsSaveFailed')));
    }
  };
  const submit = handleSubmit((body) =>
    save(body, t('organisations.consoleOrganisationsAssigned', { name: organisation.name })),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
      <FormField
        label={t('organisations.consoleOrganisationsStaff')}
        error={validation(errors.staffId?.message)}
      >
        {(control) => (
          <select
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            {...control}
            {...register('staffId', {
              onChange: (event: { target: HTMLSelectElement }) => {
                // The account name is only a starting point: staff choose the name the organisation sees.
                const person = team.data?.team.find((member) => member.id === event.target.value);
                if (person && !getValues('displayName')) setValue('displayName', person.fullName);
              },
            })}
          >
            <option value="">{t('organisations.consoleOrganisationsChooseStaff')}</option>
            {(team.data?.team ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.fullName || member.id}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('organisations.consoleOrganisationsShownName')}
        error={validation(errors.displayName?.message)}
      >
        {(control) => <Input maxLength={80} className="w-48" {...control} {...register('displayName')} />}
      </FormField>
      <Button type="submit" disabled={formState.isSubmitting || setManager.isPending}>
        {t('organisations.consoleOrganisationsAssign')}
      </Button>
      {organisation.accountManager && (
        <Button
          type="button"
          variant="outline"

          disabled={formState.isSubmitting || setManager.isPending}
          onClick={() => {
            reset({ staffId: '', displayName: '' });
            void save(
              { staffId: null },
              t('organisations.consoleOrganisationsCleared', { name: organisation.name }),
            );
          }}
        >
          {t('organisations.consoleOrganisationsClear')}
        </Button>
      )}
    </form>
  );
}

function ManagerText({ organisation }: { organisation: ConsoleOrganisation }) {
  const { t } = useTranslation();
  const manager = organisation.accountManager;
  if (!manager)
    return <span className="text-muted-foreground">{t('organisations.consoleOrganisationsNone')}</span>;
  return (
    <span>
      {t('organisations.consoleOrganisationsManager', {
        fullName: manager.fullName,
        displayName: manager.displayName,
      })}
    </span>
  );
}

/**
 * /admin/organisations: each organisation, its seats and its account manager; admins assign one (ADR 142).
 */
export function OrganisationsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const organisations = useConsoleOrganisations();
  return (
    <section className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('organisations.consoleOrganisationsTitle')}</h1>
        <p className="text-muted-foreground">
          {isAdmin
            ? t('organisations.consoleOrganisationsIntroAdmin')
            : t('organisations.consoleOrganisationsIntroModerator')}
        </p>
      </header>
      {organisations.isPending ? (
        <LoadingPanel label={t('organisations.consoleOrganisationsLoading')} className="py-12" />
      ) : organisations.isError ? (
        <RetryPanel
          message={t('organisations.consoleOrganisationsLoadFailed')}
          onRetry={() => void organisations.refetch()}
          className="py-12"
        />
      ) : organisations.data.organisations.length === 0 ? (
        <p className="text-muted-foreground">{t('organisations.consoleOrganisationsEmpty')}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {organisations.data.organisations.map((organisation) => (
            <li key={organisation.slug} className="grid gap-2 px-4 py-3">
              <h2 className="font-semibold">{organisation.name}</h2>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="text-muted-foreground">{t('organisations.consoleOrganisationsOwner')}</dt>
                <dd>{organisation.owner.fullName || organisation.owner.id}</dd>
                <dt className="text-muted-foreground">{t('organisations.consoleOrganisationsPlan')}</dt>
                <dd>{planNames[organisation.plan]}</dd>
                <dt className="text-muted-foreground">{t('organisations.consoleOrganisationsSeats')}</dt>
                <dd>
                  {t('organisations.consoleOrganisationsSeatsUsed', {
                    used: organisation.seatsUsed,
                    seats: organisation.seats,
                  })}
                </dd>
                <dt className="text-muted-foreground">
                  {t('organisations.consoleOrganisationsAccountManager')}
                </dt>
                <dd>
                  <ManagerText organisation={organisation} />
                </dd>
              </dl>
              {isAdmin && <AccountManagerForm organisation={organisation} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
