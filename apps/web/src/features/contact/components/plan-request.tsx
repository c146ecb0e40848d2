import { CircleCheck, Info } from 'lucide-react';
import { planNames, type PlanTier } from '@skillswap/contracts/shared/plans';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** Pricing's buttons send these subjects while the install takes no payments online (product rules R1.6). */
const planSubjects: Record<string, Exclude<PlanTier, 'free'>> = {
  'Upgrade to Premium': 'premium',
  'Upgrade to Elite': 'elite',
  'Enterprise enquiry': 'enterprise',
};

/** The plan a contact subject asks for, or null for any other message. */
export function findRequestedPlan(subject: string): Exclude<PlanTier, 'free'> | null {
  return planSubjects[subject] ?? null;
}

/** The message a plan request starts with, in the member's language; they may change it. */
export function usePlanRequestMessage(plan: Exclude<PlanTier, 'free'> | null) {
  const { t } = useTranslation();
  return plan ? t('contact.plan.message', { plan: planNames[plan] }) : '';
}

/** What happens to a plan request when the install takes no payments online: said before it is sent. */
export function PlanRequestNote({ plan }: { plan: Exclude<PlanTier, 'free'> }) {
  const { t } = useTranslation();
  return (
    <p className="mb-6 flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <span>{t('contact.plan.note', { plan: planNames[plan] })}</span>
    </p>
  );
}

/** The confirmation left on the page once the request is sent: what the member should expect next. */
export function PlanRequestSent({ plan, email }: { plan: Exclude<PlanTier, 'free'>; email: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-lg border border-emerald-500/40 bg-emerald-500/10 p-4"
    >
      <CircleCheck
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400"
      />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">{t('contact.plan.sentTitle', { plan: planNames[plan] })}</p>
        <p className="break-words">{t('contact.plan.sentText', { plan: planNames[plan], email })}</p>
      </div>
    </div>
  );
}
