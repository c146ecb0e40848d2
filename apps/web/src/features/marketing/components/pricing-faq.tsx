import { ChevronDown, CreditCard } from 'lucide-react';
import { planNames, planTiers } from '@skillswap/contracts/plans';
import { describePlanLimits, listPlanFeatures } from '../plans.ts';

/** What Checkout takes (ADR 64): cards through Stripe, nothing else; no PayPal and no crypto wallets. */
const paymentMethods = [{ name: 'Credit and debit cards (Stripe)', Icon: CreditCard }];

const faqs = [
  {
    question: 'Can I switch plans?',
    answer: 'Yes. You can switch plans anytime, and the change takes effect immediately.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: 'Premium comes with a 30-day money-back guarantee. If it is not for you, tell us within 30 days.',
  },
  {
    question: 'What is a SkillCoin?',
    answer:
      '1 hour of teaching equals 1 SkillCoin. You earn coins by teaching and spend them by learning; an even swap moves none.',
  },
  {
    question: 'Can I buy SkillCoins?',
    answer:
      'No. SkillCoins are never sold for money, on any plan. Plans pay for features, not credit: the only way to earn coins is to teach.',
  },
  {
    question: 'What limits does each plan have?',
    answer: `Free: ${describePlanLimits('free')}. Premium: ${describePlanLimits('premium')}. Elite and Enterprise: ${describePlanLimits('elite')}.`,
  },
  {
    question: 'What does each plan include?',
    answer: planTiers
      .map((tier) => `${planNames[tier]}: ${listPlanFeatures(tier).join(', ').replace('*', '')}.`)
      .join(' '),
  },
  {
    question: 'Do you offer crypto rewards or a personal brand manager?',
    answer:
      'No. SkillCoins never become money, so there are no crypto payment rewards, and no plan includes a personal brand manager. Pricing lists only what each plan delivers today.',
  },
];

export function PricingPayments() {
  return (
    <section className="border-y bg-muted/30">
      <div className="page-container flex flex-col items-center gap-6 py-12 text-center">
        <h2 className="text-2xl font-bold tracking-tight">Accepted payments</h2>
        <ul className="flex flex-wrap justify-center gap-3">
          {paymentMethods.map(({ name, Icon }) => (
            <li
              key={name}
              className="flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-medium"
            >
              <Icon aria-hidden="true" className="size-4 text-primary" />
              {name}
            </li>
          ))}
        </ul>
        <p className="max-w-xl text-sm text-muted-foreground">
          Subscriptions are billed monthly in advance and can be cancelled any time. Payments buy plan
          features only: SkillCoins are never sold.
        </p>
      </div>
    </section>
  );
}

export function PricingFaq() {
  return (
    <section className="page-container py-16">
      <h2 className="text-center text-3xl font-bold tracking-tight">Frequently asked questions</h2>
      <div className="mx-auto mt-10 flex max-w-3xl flex-col gap-3">
        {faqs.map((faq) => (
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
