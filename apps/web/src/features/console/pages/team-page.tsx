import { Badge } from '@/components/ui/badge.tsx';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useTeam } from '../api/get-team.ts';

/** /admin/team: who runs SkillSwap. Roles are given with `admin:grant` (and by admins on a member's page). */
export function TeamPage() {
  const team = useTeam();
  const { t } = useTranslation();
  return (
    <section className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('console.team.title')}</h1>
        <p className="text-muted-foreground">{t('console.team.description')}</p>
      </header>
      {team.isPending ? (
        <LoadingPanel label={t('console.team.loading')} className="py-12" />
      ) : team.isError ? (
        <RetryPanel
          message={t('console.team.loadFailed')}
          onRetry={() => void team.refetch()}
          className="py-12"
        />
      ) : (
        <ul className="divide-y rounded-lg border">
          {team.data.team.map((member) => (
            <li key={member.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="font-medium">{member.fullName || t('console.unnamedMember')}</span>
              <Badge variant={member.role === 'admin' ? 'default' : 'secondary'}>
                {t(member.role === 'admin' ? 'console.role.admin' : 'console.role.moderator')}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
