import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Monitor, Smartphone } from 'lucide-react';
import type { MemberSession } from '@skillswap/contracts/auth-security/member-sessions';
import { toast } from '@/components/layout/toast.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { sessionsQueryOptions, signOutSession } from '../../api/sessions.ts';
import { describeLastUse } from './last-used.ts';

const isPhone = (device: string) => /Android|iPhone|iPad/.test(device);

/** One place the member is signed in; any but this one can be signed out from here. */
export function SessionRow({ session }: { session: MemberSession }) {
  const { t, language } = useTranslation();
  const { date } = useFormatters();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => signOutSession(session.id),
    onSuccess: async () => {
      toast.success(t('settings.sessions.signedOut', { device: session.device }));
      await queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
    },
    onError: (error) => toast.error(getErrorMessage(error, t('settings.sessions.signOutFailed'))),
  });
  const Icon = isPhone(session.device) ? Smartphone : Monitor;
  const lastUse = describeLastUse(session.lastUsedAt, undefined, {
    language,
    activeNow: t('settings.sessions.activeNow'),
    lastActive: (ago) => t('settings.sessions.lastActive', { ago }),
  });
  const details = [lastUse, session.ip].filter(Boolean).join(' · ');

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session-row">
      <div className="flex min-w-0 items-center gap-3">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="font-medium">
            {session.device}{' '}
            {session.isCurrent && (
              <Badge variant="success" className="ms-1">
                {t('settings.sessions.thisDevice')}
              </Badge>
            )}
          </p>
          <p className="text-sm wrap-anywhere text-muted-foreground">{details}</p>
          <p className="text-xs text-muted-foreground">
            {t('settings.sessions.signedIn', { date: date(session.signedInAt) })}
          </p>
        </div>
      </div>
      {!session.isCurrent && (
        <Button
          variant="outline"
          size="sm"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate()}
          aria-label={t('settings.sessions.signOutLabel', { device: session.device, details })}
        >
          {mutation.isPending ? t('settings.sessions.signingOut') : t('settings.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
