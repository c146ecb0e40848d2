import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageIntro } from '@/components/layout/page-intro.tsx';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { ContactCards } from '@/features/contact/components/contact-cards.tsx';
import { ContactForm } from '@/features/contact/components/contact-form.tsx';
import {
  PlanRequestNote,
  PlanRequestSent,
  findRequestedPlan,
  usePlanRequestMessage,
} from '@/features/contact/components/plan-request.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

export function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.documentTitle'));
  const [searchParams] = useSearchParams();
  const subject = searchParams.get('subject') ?? '';
  const { user } = useAuth();
  const sender = user ? { name: user.user_metadata.full_name, email: user.email } : null;
  // A plan request from Pricing (no online payments here): said so, written for them, confirmed once sent.
  const plan = findRequestedPlan(subject);
  const planMessage = usePlanRequestMessage(plan);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <>
      <PageIntro eyebrow={t('contact.eyebrow')} title={t('contact.title')}>
        <p>{t('contact.intro')}</p>
      </PageIntro>
      <div className="page-container grid gap-8 py-16 lg:grid-cols-[1fr_2fr]">
        <ContactCards />
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-semibold tracking-tight">
            {t('contact.form.title')}
          </h2>
          <p className="mt-1 mb-6 text-muted-foreground">{t('contact.form.intro')}</p>
          {plan && sentTo !== null && <PlanRequestSent plan={plan} email={sentTo} />}
          {plan && sentTo === null && <PlanRequestNote plan={plan} />}
          {/* Keyed by subject and member so another "Contact Sales" link, or signing in, refills the fields. */}
          <ContactForm
            key={`${subject}:${user?.id ?? ''}`}
            initialSubject={subject.slice(0, 200)}
            initialMessage={planMessage}
            sender={sender}
            onSent={setSentTo}
          />
        </section>
      </div>
    </>
  );
}
