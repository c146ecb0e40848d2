import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

/**
 * Lets moderators and admins in. A member without a role sees the ordinary "not found" page, as for any
 * address that is not theirs; a team member without two-step sign-in is told to turn it on first. The server
 * checks the role and the second factor on every console endpoint; this only spares them a page of errors.
 */
export function ConsoleGate({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const { user, aal } = useAuth();
  const { t } = useTranslation();
  if (!user || user.role === 'member') return notFound;
  if (aal.currentLevel !== 'aal2') {
    return (
      <section className="page-container grid max-w-xl justify-items-start gap-4 py-16">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{t('console.gate.title')}</h1>
        <p className="text-muted-foreground">{t('console.gate.text')}</p>
        <Button asChild>
          <Link to={paths.settings}>{t('console.gate.openSettings')}</Link>
        </Button>
      </section>
    );
  }
  return children;
}
