import { Mail, MessageSquare, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePublicConfig } from '../api/get-public-config.ts';

// Live chat and the Discord server are not open yet (docs/product-rules.md R1.7): the buttons say so.
function announceComingSoon(what: string) {
  toast('Coming soon', { description: `${what} is on its way. Until then, send us a message.` });
}

export function ContactCards() {
  const { data, isError } = usePublicConfig();
  return (
    <div className="flex flex-col gap-4">
      <ContactCard Icon={Mail} title="Email Us" text="Write to us any time and we will get back to you.">
        {data ? (
          <a
            href={`mailto:${data.supportEmail}`}
            className="font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            {data.supportEmail}
          </a>
        ) : isError ? (
          <span className="text-sm text-muted-foreground">Use the form and we will reply by email.</span>
        ) : (
          <Skeleton className="h-5 w-48" />
        )}
      </ContactCard>
      <ContactCard Icon={MessageSquare} title="Live Chat" text="Chat with our support team in real time.">
        <Button variant="outline" size="sm" onClick={() => announceComingSoon('Live chat')}>
          Start Chat
        </Button>
      </ContactCard>
      <ContactCard Icon={Users} title="Community" text="Ask fellow members and share what you are learning.">
        <Button variant="outline" size="sm" onClick={() => announceComingSoon('Our Discord community')}>
          Join Discord
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
