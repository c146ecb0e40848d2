import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

/**
 * Lets moderators and admins in. A member without a role sees the ordinary "not found" page, as for any
 * address that is not theirs; a team member without two-step sign-in is told to turn it on first. The server
 * checks the role and the second factor on every console endpoint; this only spares them a page of errors.
 */
export function ConsoleGate({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const { user, aal } = useAuth();
  if (!user || user.role === 'member') return notFound;
  if (aal.currentLevel !== 'aal2') {
    return (
      <section className="page-container grid max-w-xl justify-items-start gap-4 py-16">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">Turn on two-step verification</h1>
        <p className="text-muted-foreground">
          The console shows members’ reports, disputes and accounts, so it asks for a second factor. Add an
          authenticator app, phone or security key in Settings, then come back.
        </p>
        <Button asChild>
          <Link to={paths.settings}>Open Settings</Link>
        </Button>
      </section>
    );
  }
  return children;
}
