import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  createManagedMemberSchema,
  type ClaimCode,
  type CreateManagedMemberInput,
  type ManagedMember,
} from '@skillswap/contracts/managed-members/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { TextField } from '@/components/forms/text-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useCreateManagedMember, useIssueClaimCode, useManagedMembers } from '../api/managed-members.ts';

const managedMemberFields = ['fullName', 'phone'] as const;
/** No number typed is no contact (null); the saved null passes as it is when the field mounts. */
const phoneAs = (value: string | null) => (value?.trim() ? value : null);

/**
 * "Members without e-mail" (coordinators): add a member by name and phone (or no contact), act for them as
 * their helper (`onActFor`, from the helpers feature), and hand them a one-time code to claim their account.
 */
export function ManagedMembersSection({
  slug,
  onActFor,
}: {
  slug: string;
  onActFor: (member: ManagedMember) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const members = useManagedMembers(slug);
  const create = useCreateManagedMember(slug);
  const issue = useIssueClaimCode(slug);
  const { register, handleSubmit, setError, reset, formState } = useForm<CreateManagedMemberInput>({
    resolver: zodResolver(createManagedMemberSchema),
    defaultValues: { fullName: '', phone: null },
  });
  const { errors } = formState;
  const [code, setCode] = useState<(ClaimCode & { name: string }) | null>(null);

  const submit = handleSubmit(async (input) => {
    try {
      const member = await create.mutateAsync(input);
      reset();
      toast.success(t('managedMembers.created', { name: member.name }));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, managedMemberFields)) return;
      toast.error(getErrorMessage(failure, t('managedMembers.createFailed')));
    }
  });

  return (
    <section className="grid gap-4 rounded-lg border p-4" aria-labelledby="managed-members-title">
      <div className="grid gap-1">
        <h2 id="managed-members-title" className="text-xl font-semibold">
          {t('managedMembers.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('managedMembers.description')}</p>
      </div>
      {members.data && members.data.items.length > 0 ? (
        <ul className="grid gap-3" aria-label={t('managedMembers.title')}>
          {members.data.items.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="grid">
                <span className="font-medium">{member.name}</span>
                <span className="text-xs text-muted-foreground">
                  {member.phone ?? t('managedMembers.noContact')}
                  {member.claimCodeExpiresAt &&
                    ` · ${t('managedMembers.codeOpen', { date: format.date(member.claimCodeExpiresAt) })}`}
                </span>
              </span>
              <span className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => onActFor(member)}>
                  {t('managedMembers.actFor', { name: member.name })}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={issue.isPending}
                  onClick={() =>
                    issue.mutate(member.id, {
                      onSuccess: (issued) => setCode({ ...issued, name: member.name }),
                      onError: (error) => toast.error(getErrorMessage(error, t('managedMembers.codeFailed'))),
                    })
                  }
                >
                  {t('managedMembers.issueCode', { name: member.name })}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('managedMembers.empty')}</p>
      )}
      {code && (
        <div role="status" className="grid gap-1 rounded-md bg-muted p-3 text-sm">
          <p>{t('managedMembers.codeFor', { name: code.name })}</p>
          <p className="font-mono text-2xl tracking-widest" dir="ltr">
            {code.code}
          </p>
          <p className="text-muted-foreground">
            {t('managedMembers.codeHowTo', { date: format.date(code.expiresAt), address: '/claim' })}
          </p>
        </div>
      )}
      <form
        onSubmit={(event) => void submit(event)}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        noValidate
      >
        <TextField
          label={t('managedMembers.name')}
          error={translateValidation(t, errors.fullName?.message)}
          autoComplete="off"
          {...register('fullName')}
        />
        <TextField
          label={t('managedMembers.phone')}
          error={translateValidation(t, errors.phone?.message)}
          type="tel"
          autoComplete="off"
          {...register('phone', { setValueAs: phoneAs })}
        />
        <Button type="submit" disabled={create.isPending}>
          {t('managedMembers.add')}
        </Button>
      </form>
    </section>
  );
}
