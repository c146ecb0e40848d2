import { paidPlans, type BillingOverview, type PaidPlan } from '@skillswap/contracts/billing/schemas';
import { planNames } from '@skillswap/contracts/shared/plans';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { openPortal, useBilling, useChangePlan } from '../api/billing.ts';

/** Stripe's invoice statuses, each with a catalogue key; another status is shown as Stripe words it. */
const invoiceStatuses = new Set(['draft', 'open', 'paid', 'uncollectible', 'void']);

/**
 * Settings → Plan: shown where plans are sold online (Stripe configured); otherwise plans go by the contact
 * form.
 */
export function PlanSection({ isBillingOn }: { isBillingOn: boolean }) {
  const { t } = useTranslation();
  const billing = useBilling({ enabled: isBillingOn });
  if (!isBillingOn) return null;
  return (
    <Card id="plan">
      <CardHeader>
        <CardTitle as="h2">{t('billing.plan.title')}</CardTitle>
        <CardDescription>{t('billing.plan.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {billing.isPending ? (
          <Spinner />
        ) : billing.isError ? (
          <p role="alert">{getErrorMessage(billing.error, t('billing.plan.loadFailed'))}</p>
        ) : (
          <PlanDetails overview={billing.data.data} />
        )}
      </CardContent>
    </Card>
  );
}

function PlanDetails({ overview }: { overview: BillingOverview }) {
  const { t } = useTranslation();
  const { money, date: formatDate } = useFormatters();
  const change = useChangePlan();
  const isPaying = overview.status === 'active' || overview.status === 'past_due';
  const onError = (error: unknown) => toast.error(getErrorMessage(error, t('billing.plan.changeFailed')));
  const switchTo = (plan: PaidPlan) =>
    change.mutate(
      { switchTo: plan },
      { onSuccess: () => toast.success(t('billing.plan.switched', { plan: planNames[plan] })), onError },
    );
  return (
    <>
      <p>
        {t('billing.plan.current', { plan: planNames[overview.plan] })}{' '}
        {overview.nextPaymentAt &&
          t('billing.plan.nextPayment', { date: formatDate(overview.nextPaymentAt) })}
        {overview.endsAt && t('billing.plan.ends', { date: formatDate(overview.endsAt) })}
      </p>
      {overview.graceEndsAt && (
        <p role="alert" className="text-destructive">
          {t('billing.plan.paymentFailed', { date: formatDate(overview.graceEndsAt) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {isPaying &&
          paidPlans
            .filter((plan) => plan !== overview.plan || overview.endsAt)
            .map((plan) => (
              <Button key={plan} variant="outline" disabled={change.isPending} onClick={() => switchTo(plan)}>
                {t(plan === overview.plan ? 'billing.plan.keep' : 'billing.plan.switch', {
                  plan: planNames[plan],
                })}
              </Button>
            ))}
        {isPaying && !overview.endsAt && (
          <Button
            variant="outline"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { cancel: true },
                {
                  onSuccess: () => toast.success(t('billing.plan.cancelled')),
                  onError,
                },
              )
            }
          >
            {t('billing.plan.cancel')}
          </Button>
        )}
        {overview.hasPortal && (
          <Button
            variant="outline"
            onClick={() =>
              void openPortal().then(
                (url) => window.location.assign(url),
                (error: unknown) => toast.error(getErrorMessage(error, t('billing.plan.portalFailed'))),
              )
            }
          >
            {t('billing.plan.portal')}
          </Button>
        )}
      </div>
      {isPaying && <p className="text-sm text-muted-foreground">{t('billing.plan.switchNote')}</p>}
      {overview.invoices.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-semibold">{t('billing.plan.invoices')}</h3>
          <ul className="grid gap-1 text-sm">
            {overview.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  {formatDate(invoice.createdAt)} ·{' '}
                  {money(invoice.amountPaid || invoice.amountDue, invoice.currency)} ·{' '}
                  {invoiceStatuses.has(invoice.status ?? 'draft')
                    ? t(`billing.invoice.${invoice.status ?? 'draft'}`)
                    : invoice.status}
                </span>
                {invoice.hostedInvoiceUrl && (
                  <a className="underline" href={invoice.hostedInvoiceUrl} target="_blank" rel="noreferrer">
                    {invoice.number ?? t('billing.plan.viewInvoice')}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
