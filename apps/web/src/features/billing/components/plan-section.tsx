import { formatMoney, paidPlans, type BillingOverview, type PaidPlan } from '@skillswap/contracts/billing';
import { planNames } from '@skillswap/contracts/plans';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { openPortal, useBilling, useChangePlan } from '../api/billing.ts';

const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/** Settings → Plan: shown where plans are sold online (Stripe configured); otherwise plans go by the contact form. */
export function PlanSection({ isBillingOn }: { isBillingOn: boolean }) {
  const billing = useBilling({ enabled: isBillingOn });
  if (!isBillingOn) return null;
  return (
    <Card id="plan">
      <CardHeader>
        <CardTitle as="h2">Plan</CardTitle>
        <CardDescription>
          Your plan, your next payment and your invoices. Payments are handled by Stripe.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {billing.isPending ? (
          <Spinner />
        ) : billing.isError ? (
          <p role="alert">{getErrorMessage(billing.error, 'Your plan could not be loaded.')}</p>
        ) : (
          <PlanDetails overview={billing.data.data} />
        )}
      </CardContent>
    </Card>
  );
}

function PlanDetails({ overview }: { overview: BillingOverview }) {
  const change = useChangePlan();
  const isPaying = overview.status === 'active' || overview.status === 'past_due';
  const onError = (error: unknown) => toast.error(getErrorMessage(error, 'Your plan could not be changed.'));
  const switchTo = (plan: PaidPlan) =>
    change.mutate(
      { switchTo: plan },
      { onSuccess: () => toast.success(`You are on the ${planNames[plan]} plan.`), onError },
    );
  return (
    <>
      <p>
        You are on the <strong>{planNames[overview.plan]}</strong> plan.{' '}
        {overview.nextPaymentAt && <>Next payment: {formatDate(overview.nextPaymentAt)}.</>}
        {overview.endsAt && <>Cancelled: the plan ends on {formatDate(overview.endsAt)}.</>}
      </p>
      {overview.graceEndsAt && (
        <p role="alert" className="text-destructive">
          Your last payment failed. Update your payment method before {formatDate(overview.graceEndsAt)}, or
          your plan returns to Free.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {isPaying &&
          paidPlans
            .filter((plan) => plan !== overview.plan || overview.endsAt)
            .map((plan) => (
              <Button key={plan} variant="outline" disabled={change.isPending} onClick={() => switchTo(plan)}>
                {plan === overview.plan ? `Keep ${planNames[plan]}` : `Switch to ${planNames[plan]}`}
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
                  onSuccess: () => toast.success('Cancelled: your plan stays until the paid period ends.'),
                  onError,
                },
              )
            }
          >
            Cancel plan
          </Button>
        )}
        {overview.hasPortal && (
          <Button
            variant="outline"
            onClick={() =>
              void openPortal().then(
                (url) => window.location.assign(url),
                (error: unknown) =>
                  toast.error(getErrorMessage(error, 'The billing portal could not be opened.')),
              )
            }
          >
            Payment method and billing details
          </Button>
        )}
      </div>
      {isPaying && (
        <p className="text-sm text-muted-foreground">
          Switching takes effect at once; moving down refunds nothing for the rest of the month.
        </p>
      )}
      {overview.invoices.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-semibold">Invoices</h3>
          <ul className="grid gap-1 text-sm">
            {overview.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  {formatDate(invoice.createdAt)} ·{' '}
                  {formatMoney(invoice.amountPaid || invoice.amountDue, invoice.currency)} ·{' '}
                  {invoice.status ?? 'draft'}
                </span>
                {invoice.hostedInvoiceUrl && (
                  <a className="underline" href={invoice.hostedInvoiceUrl} target="_blank" rel="noreferrer">
                    {invoice.number ?? 'View invoice'}
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
