import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { createOrganisationSchema } from '@skillswap/contracts/organisations/schemas';
import { hasPlan, type PlanTier } from '@skillswap/contracts/shared/plans';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { communityPagePath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { organisationActions, useOrganisationAction } from '../api/organisations.ts';

type OrganisationValues = z.input<typeof createOrganisationSchema>;
type OrganisationInput = z.output<typeof createOrganisationSchema>;

/** On /communities: an Enterprise account creates its organisation; other plans see it locked (ADR 84). */
export function CreateOrganisationCard({ plan }: { plan: PlanTier | null | undefined }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const headingId = useId();
  const navigate = useNavigate();
  const create = useOrganisationAction(organisationActions.create);
  const { register, handleSubmit, setError, formState } = useForm<
    OrganisationValues,
    unknown,
    OrganisationInput
  >({ resolver: zodResolver(createOrganisationSchema), defaultValues: { name: '' } });
  const error = validation(formState.errors.name?.message);
  if (!plan) return null;
  const submit = handleSubmit(async ({ name }) => {
    try {
      const created = await create.mutateAsync({ name });
      toast.success(t('organisations.create.created'));
      void navigate(communityPagePath(created.data.slug));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['name'], validation)) return;
      toast.error(getErrorMessage(failure, t('organisations.error.generic')));
    }
  });
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('organisations.create.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('organisations.create.description')}</p>
      {hasPlan(plan, 'enterprise') ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-1.5">
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid min-w-0 flex-1 gap-1.5">
              <Label htmlFor="organisation-name">{t('organisations.create.name')}</Label>
              <Input
                id="organisation-name"
                maxLength={80}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'organisation-name-message' : undefined}
                {...register('name')}
              />
            </div>
            <Button type="submit" disabled={create.isPending}>
              {t('organisations.create.submit')}
            </Button>
          </div>
          <FormMessage id="organisation-name-message">{error}</FormMessage>
        </form>
      ) : (
        <PlanLock plan="enterprise" feature={t('organisations.create.locked')} />
      )}
    </section>
  );
}
