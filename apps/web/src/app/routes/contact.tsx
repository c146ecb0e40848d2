import { useSearchParams } from 'react-router';
import { PageIntro } from '@/components/layout/page-intro.tsx';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { ContactCards } from '@/features/contact/components/contact-cards.tsx';
import { ContactForm } from '@/features/contact/components/contact-form.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';

export function ContactPage() {
  useDocumentTitle('Contact');
  const [searchParams] = useSearchParams();
  const subject = searchParams.get('subject') ?? '';
  const { user } = useAuth();
  const sender = user ? { name: user.user_metadata.full_name, email: user.email } : null;
  return (
    <>
      <PageIntro eyebrow="Contact" title="Get in Touch">
        <p>Questions about swaps, plans or your account? We are here to help.</p>
      </PageIntro>
      <div className="page-container grid gap-8 py-16 lg:grid-cols-[1fr_2fr]">
        <ContactCards />
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-semibold tracking-tight">
            Send us a Message
          </h2>
          <p className="mt-1 mb-6 text-muted-foreground">
            Fill in the form and our team will reply by email.
          </p>
          {/* Keyed by subject and member so another "Contact Sales" link, or signing in, refills the fields. */}
          <ContactForm
            key={`${subject}:${user?.id ?? ''}`}
            initialSubject={subject.slice(0, 200)}
            sender={sender}
          />
        </section>
      </div>
    </>
  );
}
