import { useState, type FormEvent } from 'react';
import {
  createManagedMemberSchema,
  type ClaimCode,
  type ManagedMember,
} from '@skillswap/contracts/managed-members/schemas';
import { TextField } from '@/components/forms/text-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useCreateManagedMember, useIssueClaimCode, useManagedMembers } from '../api/managed-members.ts';

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
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ fullName?: string; phone?: string }>({});
  const [code, setCode] = useState<(ClaimCode & { name: string }) | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createManagedMemberSchema.safeParse({ fullName, phone: phone.trim() ? phone : null });
    if (!parsed.success) {
      const found: { fullName?: string; phone?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'phone' ? 'phone' : 'fullName';
        found[field] ??= translateValidation(t, issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (member) => {
        setFullName('');
        setPhone('');
        toast.success(t('managedMembers.created', { name: member.name }));
      },
      onError: (error) => toast.error(getErrorMessage(error, t('managedMembers.createFailed'))),
    });
  };

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
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
        <TextField
          label={t('managedMembers.name')}
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          error={errors.fullName}
          autoComplete="off"
        />
        <TextField
          label={t('managedMembers.phone')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={errors.phone}
          type="tel"
          autoComplete="off"
        />
        <Button type="submit" disabled={create.isPending}>
          {t('managedMembers.add')}
        </Button>
      </form>
    </section>
  );
}
