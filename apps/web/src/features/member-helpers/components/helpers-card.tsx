import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { helperMayDo, type HelperAppointment } from '@skillswap/contracts/member-helpers/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { setActingFor } from '../api/acting-for.ts';
import { useMyHelperActions, useMyHelpers, useRevokeHelper } from '../api/member-helpers.ts';
import { HelperActionList } from './helper-action-list.tsx';

/**
 * Settings → Helpers: who may act for me (end any), whom I help (act for them, or step down), what was done.
 */
export function HelpersCard() {
  const { t } = useTranslation();
  const helpers = useMyHelpers();
  const actions = useMyHelperActions();
  return (
    <Card id="helpers">
      <CardHeader>
        <CardTitle as="h2">{t('memberHelpers.title')}</CardTitle>
        <CardDescription>{t('memberHelpers.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {helpers.isPending ? (
          <Spinner className="text-2xl text-primary" />
        ) : helpers.isError ? (
          <p className="text-sm text-destructive">{t('memberHelpers.loadFailed')}</p>
        ) : (
          <>
            <AppointmentList
              title={t('memberHelpers.mine')}
              empty={t('memberHelpers.mineEmpty')}
              items={helpers.data.helpers}
              side="helper"
            />
            <AppointmentList
              title={t('memberHelpers.helping')}
              empty={t('memberHelpers.helpingEmpty')}
              items={helpers.data.helping}
              side="member"
            />
          </>
        )}
        <section className="grid gap-2">
          <h3 className="font-semibold">{t('memberHelpers.log')}</h3>
          {actions.data && actions.data.items.length > 0 ? (
            <HelperActionList items={actions.data.items} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('memberHelpers.logEmpty')}</p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

/** One side of the appointments: my helpers (`helper` is the other person) or the members I help. */
function AppointmentList(props: {
  title: string;
  empty: string;
  items: HelperAppointment[];
  side: 'helper' | 'member';
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const revoke = useRevokeHelper();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{props.title}</h3>
      {props.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{props.empty}</p>
      ) : (
        <ul className="grid gap-2" aria-label={props.title}>
          {props.items.map((item) => {
            const person = item[props.side];
            return (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="grid">
                  <span className="font-medium">{person.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {item.community
                      ? t('memberHelpers.sinceBy', {
                          date: format.date(item.appointedAt),
                          name: item.appointedBy.name,
                          community: item.community.name,
                        })
                      : t('memberHelpers.since', { date: format.date(item.appointedAt) })}
                  </span>
                  {item.consentedTo.length < helperMayDo.length && (
                    // Agreed before direct messages, sessions and the board were on the consent
                    // screen (ADR 195).
                    <span className="text-xs text-muted-foreground">
                      {props.side === 'helper'
                        ? t('memberHelpers.partial.mine', { name: person.name })
                        : t('memberHelpers.partial.helping', { name: person.name })}
                    </span>
                  )}
                </span>
                <span className="flex flex-wrap gap-2">
                  {props.side === 'member' && (
                    <Button
                      size="sm"
                      onClick={() => {
                        setActingFor({ memberId: person.id, name: person.name }, queryClient);
                        void navigate(paths.mySwaps);
                      }}
                    >
                      {t('memberHelpers.actFor', { name: person.name })}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(item.id, {
                        onSuccess: () => toast.success(t('memberHelpers.ended', { name: person.name })),
                        onError: (error) => toast.error(getErrorMessage(error, t('memberHelpers.endFailed'))),
                      })
                    }
                  >
                    {props.side === 'helper'
                      ? t('memberHelpers.end', { name: person.name })
                      : t('memberHelpers.stepDown', { name: person.name })}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
