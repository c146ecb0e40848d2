import { Mail, MessageSquare, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { usePublicConfig } from '../api/get-public-config.ts';

export function ContactCards() {
  const { t } = useTranslation();
  const { data, isError } = usePublicConfig();
  // Live chat and the Discord server are not open yet (docs/product-rules.md R1.7): the buttons say so.
  const announceComingSoon = (what: string) =>
    toast(t('contact.cards.soon'), { description: t('contact.cards.soonDescription', { what }) });
  return (
    <div className="flex flex-col gap-4">
      <ContactCard Icon={Mail} title={t('contact.cards.email.title')} text={t('contact.cards.email.text')}>
        {data ? (
          <a
            href={`mailto:${data.supportEmail}`}
            className="font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            {data.supportEmail}
          </a>
        ) : isError ? (
          <span className="text-sm text-muted-foreground">{t('contact.cards.email.fallback')}</span>
        ) : (
          <Skeleton className="h-5 w-48" />
        )}
      </ContactCard>
      <ContactCard
        Icon={MessageSquare}
        title={t('contact.cards.chat.title')}
        text={t('contact.cards.chat.text')}
      >
        <Button variant="outline" size="sm" onClick={() => announceComingSoon(t('contact.cards.chat.what'))}>
          {t('contact.cards.chat.action')}
        </Button>
      </ContactCard>
      <ContactCard
        Icon={Users}
        title={t('contact.cards.community.title')}
        text={t('contact.cards.community.text')}
      >
        <Button
          variant="outline"
          size="sm"
          onClick={() => announceComingSoon(t('contact.cards.community.what'))}
        >
          {t('contact.cards.community.action')}
        </Button>
      </ContactCard>
    </div>
  );
}

interface ContactCardProps {
  Icon: typeof Mail;
  title: string;
  text: string;
  children: ReactNode;
}

function ContactCard({ Icon, title, text, children }: ContactCardProps) {
  return (
    <section className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-col items-start gap-2">
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{text}</p>
        {children}
      </div>
    </section>
  );
}
