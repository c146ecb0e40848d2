import { useId, useState } from 'react';
import type { CommunityDetail, CommunityMember } from '@skillswap/contracts/communities/schemas';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { communityActions, useCommunityFund } from '../api/communities.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { RichMessage } from '@/i18n/rich-message.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { Section, useAmounts, useRun } from './community-page-parts.tsx';
import { FieldSelect } from './field-select.tsx';
import { FundGiveForm } from './fund-give-form.tsx';

/** The community fund: its balance and movements; members give to it, coordinators grant from it. */
export function Fund({ community, members }: { community: CommunityDetail; members: CommunityMember[] }) {
  const { t } = useTranslation();
  const { coins, signedCoins, date } = useAmounts();
  const id = useId();
  const fund = useCommunityFund(community.slug, true);
  const { go, submit, isPending } = useRun();
  const [grantTo, setGrantTo] = useState('');
  const [grantAmount, setGrantAmount] = useState('1');
  const [note, setNote] = useState('');
  const [formError, setFormError] = useState<string | undefined>();
  const isCoordinator = community.pendingCount !== null;
  const isMember = community.myStatus === 'active';
  const run = (action: () => Promise<unknown>, done: string) => {
    setFormError(undefined);
    go(async () => {
      try {
        await action();
      } catch (failure) {
        setFormError(getErrorMessage(failure, t('communities.actionFailed')));
        throw failure;
      }
    }, done);
  };
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
        <form
          className="grid gap-2 sm:grid-cols-[1fr_7rem_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (!grantTo) return setFormError(t('communities.fund.chooseMember'));
            run(
              () => communityActions.grant(community.slug, grantTo, Number(grantAmount), note),
              t('communities.fund.granted'),
            );
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-grant-to`}>{t('communities.fund.grantTo')}</Label>
            <FieldSelect
              id={`${id}-grant-to`}
              value={grantTo}
              onChange={(event) => setGrantTo(event.target.value)}
            >
              <option value="">{t('communities.fund.chooseOption')}</option>
              {members
                .filter((member) => member.status === 'active')
                .map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.fullName}
                  </option>
                ))}
            </FieldSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-grant-amount`}>{t('communities.fund.amount')}</Label>
            <Input
              id={`${id}-grant-amount`}
              type="number"
              min={0.01}
              step={0.01}
              value={grantAmount}
              onChange={(event) => setGrantAmount(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-note`}>{t('communities.fund.note')}</Label>
            <Input
              id={`${id}-note`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={200}
            />
          </div>
          <Button type="submit" disabled={isPending}>
            {t('communities.fund.grant')}
          </Button>
        </form>
      )}
      <FormMessage role="alert">{formError}</FormMessage>
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
