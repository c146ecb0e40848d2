import { ChevronDown, CreditCard, Wallet, WalletMinimal } from 'lucide-react';
import { useId } from 'react';
import { planNames, planTiers, type PlanTier } from '@skillswap/contracts/shared/plans';
import { useTranslation, type Translate } from '@/i18n/i18n-context.ts';
import { describePlanLimitsIn, listPlanFeatures } from '../plans.ts';

/**
 * What Checkout takes (ADR 64, product rules R4.8): Stripe's own card, PayPal and crypto (stablecoins
 * from Phantom, MetaMask or Coinbase Wallet) methods, the list the API
 * sends as `allowed_payment_method_types`.
 */
const paymentMethods = [
  { key: 'pages.pricing.payments.cards', Icon: CreditCard },
  { key: 'pages.pricing.payments.paypal', Icon: Wallet },
  { key: 'pages.pricing.payments.crypto', Icon: WalletMinimal },
];

/** The questions and answers, in the active language; the limits and features straight from the contract. */
function faqs(t: Translate) {
  const limits = (tier: PlanTier) => describePlanLimitsIn(tier, t);
  return [
    ...['switch', 'refund', 'skillcoin', 'buy'].map((id) => ({
      question: t(`pages.pricing.faq.${id}.question`),
      answer: t(`pages.pricing.faq.${id}.answer`),
    })),
    {
      question: t('pages.pricing.faq.limits.question'),
      answer: t('pages.pricing.faq.limits.answer', {
        free: limits('free'),
        premium: limits('premium'),
        elite: limits('elite'),
      }),
    },
    {
      question: t('pages.pricing.faq.includes.question'),
      answer: planTiers
        .map((tier) =>
          t('pages.pricing.faq.includes.plan', {
            plan: planNames[tier],
            features: listPlanFeatures(tier, t).join(', ').replace('*', ''),
          }),
        )
        .join(' '),
    },
    {
      question: t('pages.pricing.faq.crypto.question'),
      answer: t('pages.pricing.faq.crypto.answer'),
    },
  ];
}

export function PricingPayments() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-y bg-muted/30">
      <div className="page-container flex flex-col items-center gap-6 py-12 text-center">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {t('pages.pricing.payments.title')}
        </h2>
        <ul className="flex flex-wrap justify-center gap-3">
          {paymentMethods.map(({ key, Icon }) => (
            <li
              key={key}
              className="flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-medium"
            >
              <Icon aria-hidden="true" className="size-4 text-primary" />
              {t(key)}
            </li>
          ))}
        </ul>
        <p className="max-w-xl text-sm text-muted-foreground">{t('pages.pricing.payments.note')}</p>
      </div>
    </section>
  );
}

export function PricingFaq() {
  const { t } = useTranslation();
  return (
    <section className="page-container py-16">
      <h2 className="text-center text-3xl font-bold tracking-tight">{t('pages.pricing.faq.title')}</h2>
      <div className="mx-auto mt-10 flex max-w-3xl flex-col gap-3">
        {faqs(t).map((faq) => (
          <details key={faq.question} className="group rounded-xl border bg-card px-5 py-4 shadow-sm">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-semibold [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 text-muted-foreground">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
