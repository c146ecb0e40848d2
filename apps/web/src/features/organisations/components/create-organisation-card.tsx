import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { hasPlan, type PlanTier } from '@skillswap/contracts/shared/plans';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { communityPagePath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { organisationActions, useOrganisationAction } from '../api/organisations.ts';

/** On /communities: an Enterprise account creates its organisation; other plans see it locked (ADR 84). */
export function CreateOrganisationCard({ plan }: { plan: PlanTier | null | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const create = useOrganisationAction(organisationActions.create);
  if (!plan) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (created) => {
          toast.success(t('organisations.create.created'));
          void navigate(communityPagePath(created.data.slug));
        },
        onError: (failure) => toast.error(getErrorMessage(failure, t('organisations.error.generic'))),
      },
    );
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('organisations.create.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('organisations.create.description')}</p>
      {hasPlan(plan, 'enterprise') ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-0 flex-1 gap-1.5">
            <Label htmlFor="organisation-name">{t('organisations.create.name')}</Label>
            <Input
              id="organisation-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={80}
            />
          </div>
          <Button type="submit" disabled={create.isPending || name.trim().length < 3}>
            {t('organisations.create.submit')}
          </Button>
        </form>
      ) : (
        <PlanLock plan="enterprise" feature={t('organisations.create.locked')} />
      )}
    </section>
  );
}
