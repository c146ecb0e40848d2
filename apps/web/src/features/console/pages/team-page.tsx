import { Badge } from '@/components/ui/badge.tsx';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { useTeam } from '../api/get-team.ts';

/** /admin/team: who runs SkillSwap. Roles are given with `admin:grant` (and by admins on a member's page). */
export function TeamPage() {
  const team = useTeam();
  return (
    <section className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Team</h1>
        <p className="text-muted-foreground">
          Moderators handle reports and disputes; admins also roles and plans.
        </p>
      </header>
      {team.isPending ? (
        <LoadingPanel label="Loading the team" className="py-12" />
      ) : team.isError ? (
        <RetryPanel
          message="The team could not be loaded."
          onRetry={() => void team.refetch()}
          className="py-12"
        />
      ) : (
        <ul className="divide-y rounded-lg border">
          {team.data.team.map((member) => (
            <li key={member.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="font-medium">{member.fullName || 'Unnamed member'}</span>
              <Badge variant={member.role === 'admin' ? 'default' : 'secondary'}>
                {member.role === 'admin' ? 'Admin' : 'Moderator'}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
