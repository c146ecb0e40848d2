import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  grantSchema,
  type CommunityDetail,
  type CommunityMember,
} from '@skillswap/contracts/communities/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { communityActions, useCommunityFund } from '../api/communities.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { RichMessage } from '@/i18n/rich-message.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { Section, useAmounts, useRun } from './community-page-parts.tsx';
import { FieldSelect } from './field-select.tsx';
import { FundGiveForm } from './fund-give-form.tsx';

/** The community fund: its balance and movements; members give to it, coordinators grant from it. */
export function Fund({ community, members }: { community: CommunityDetail; members: CommunityMember[] }) {
  const { t } = useTranslation();
  const { coins, signedCoins, date } = useAmounts();
  const fund = useCommunityFund(community.slug, true);
  const { submit, isPending } = useRun();
  const isCoordinator = community.pendingCount !== null;
  const isMember = community.myStatus === 'active';
  return (
    <Section title={t('communities.fund.title')}>
      <p>
        <RichMessage
          t={t}
          messageKey="communities.fund.intro"
          elements={{
            balance: <strong>{coins(fund.data?.balance ?? community.fundBalance ?? 0)}</strong>,
          }}
        />
      </p>
      {isMember && (
        <FundGiveForm
          communityName={community.name}
          isPending={isPending}
          onGive={(amount) =>
            submit(() => communityActions.donate(community.slug, amount), t('communities.fund.thanks'))
          }
        />
      )}
      {isCoordinator && (
        <GrantForm
          members={members}
          isPending={isPending}
          onGrant={(grant) =>
            submit(
              () => communityActions.grant(community.slug, grant.memberId, grant.amount, grant.note),
              t('communities.fund.granted'),
            )
          }
        />
      )}
      <h3 className="font-semibold">{t('communities.fund.statement')}</h3>
      {fund.data && fund.data.statement.items.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('communities.fund.caption')}</caption>
            <thead>
              <tr className="text-start">
                <th scope="col" className="py-1 pe-2">
                  {t('communities.fund.column.date')}
                </th>
                <th scope="col" className="py-1 pe-2">
                  {t('communities.fund.column.what')}
                </th>
                <th scope="col" className="py-1 pe-2 text-end">
                  {t('communities.fund.column.amount')}
                </th>
                <th scope="col" className="py-1 text-end">
                  {t('communities.fund.column.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {fund.data.statement.items.map((item) => (
                <tr key={item.id} className="border-t">
                  <td className="py-1 pe-2 whitespace-nowrap">{date(item.createdAt)}</td>
                  <td className="py-1 pe-2">
                    {t(
                      item.kind === 'community_donation'
                        ? 'communities.fund.giftFrom'
                        : 'communities.fund.grantToMember',
                      { name: item.counterpart?.fullName ?? t('communities.fund.formerMember') },
                    )}
                  </td>
                  <td className="py-1 pe-2 text-end whitespace-nowrap">{signedCoins(item.amount)}</td>
                  <td className="py-1 text-end whitespace-nowrap">{coins(item.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('communities.fund.empty')}</p>
      )}
    </Section>
  );
}

type GrantValues = z.input<typeof grantSchema>;
type Grant = z.output<typeof grantSchema>;

/** A coordinator's grant from the fund to an active member, checked as the contract checks it. */
function GrantForm({
  members,
  isPending,
  onGrant,
}: {
  members: CommunityMember[];
  isPending: boolean;
  /** Makes the grant; resolves once it went through, rejects with the server's refusal. */
  onGrant: (grant: Grant) => Promise<void>;
}) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const { register, handleSubmit, setError, formState } = useForm<GrantValues, unknown, Grant>({
    resolver: zodResolver(grantSchema),
    defaultValues: { memberId: '', amount: 1, note: '' },
  });
  const { errors } = formState;
  const grant = handleSubmit(async (values) => {
    try {
      await onGrant(values);
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['memberId', 'amount', 'note'], validation)) return;
      const message = getErrorMessage(failure, t('communities.actionFailed'));
      toast.error(message);
      setError('root', { message });
    }
  });
  return (
    <>
      <form
        noValidate
        className="grid gap-2 sm:grid-cols-[1fr_7rem_1fr_auto] sm:items-end"
        onSubmit={(event) => void grant(event)}
      >
        <FormField label={t('communities.fund.grantTo')} error={validation(errors.memberId?.message)}>
          {(control) => (
            <FieldSelect {...control} {...register('memberId')}>
              <option value="">{t('communities.fund.chooseOption')}</option>
              {members
                .filter((member) => member.status === 'active')
                .map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.fullName}
                  </option>
                ))}
            </FieldSelect>
          )}
        </FormField>
        <FormField label={t('communities.fund.amount')} error={validation(errors.amount?.message)}>
          {(control) => (
            <Input
              type="number"
              min={0.01}
              step={0.01}
              {...control}
              {...register('amount', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField label={t('communities.fund.note')} error={validation(errors.note?.message)}>
          {(control) => <Input maxLength={200} {...control} {...register('note')} />}
        </FormField>
        <Button type="submit" disabled={isPending || formState.isSubmitting}>
          {t('communities.fund.grant')}
        </Button>
      </form>
      <FormMessage role="alert">{errors.root?.message}</FormMessage>
    </>
  );
}
