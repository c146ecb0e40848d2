import type { CommunityDetail } from '@skillswap/contracts/communities/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { communityActions, downloadCommunityExport, useCommunityDashboard } from '../api/communities.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { Section, useAmounts, useRun } from './community-page-parts.tsx';
import { MemberImportPanel } from './member-import-panel.tsx';

/** The coordinators' dashboard: the invite link, the community's figures and its exports. */
export function Dashboard({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation();
  const { hours } = useAmounts();
  const format = useFormatters();
  const dashboard = useCommunityDashboard(community.slug, true);
  const { go, isPending } = useRun();
  const inviteLink = `${window.location.origin}/c/${community.slug}?invite=${community.inviteToken ?? ''}`;
  const download = (kind: 'members' | 'fund') => {
    const failed = t('communities.dashboard.exportFailed');
    void downloadCommunityExport(community.slug, kind, failed).catch((failure: unknown) =>
      toast.error(getErrorMessage(failure, failed)),
    );
  };
  const data = dashboard.data;
  return (
    <Section title={t('communities.dashboard.title')}>
      {community.inviteToken !== null && (
        <div className="grid gap-1.5">
          <Label htmlFor="invite-link">{t('communities.dashboard.inviteLink')}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id="invite-link"
              readOnly
              value={inviteLink}
              className="min-w-0 flex-1"
              onFocus={(event) => event.target.select()}
            />
            <Button
              variant="outline"
              disabled={isPending}
              onClick={() =>
                go(
                  () => communityActions.rotateInvite(community.slug),
                  t('communities.dashboard.newLinkMade'),
                )
              }
            >
              {t('communities.dashboard.newLink')}
            </Button>
          </div>
        </div>
      )}
      {data ? (
        <div className="grid gap-3">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              [t('communities.dashboard.members'), format.number(community.memberCount)],
              [t('communities.dashboard.active'), format.number(data.activeMembers)],
              [t('communities.dashboard.pendingJoins'), format.number(data.pendingJoins)],
              [
                t('communities.dashboard.hoursTraded'),
                hours(data.trade.insideHours + data.trade.acrossHours),
              ],
            ].map(([label, value]) => (
              <div key={label} className="rounded border p-2">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-lg font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <h3 className="font-semibold">{t('communities.dashboard.membersOverTime')}</h3>
            <ol className="flex h-24 items-end gap-1" aria-label={t('communities.dashboard.membersChart')}>
              {data.membersOverTime.map((point) => {
                const peak = Math.max(1, ...data.membersOverTime.map((each) => each.members));
                return (
                  <li
                    key={point.month}
                    className="flex-1 bg-primary/70"
                    style={{ height: `${(point.members / peak) * 100}%` }}
                    title={`${point.month}: ${format.number(point.members)}`}
                  >
                    <span className="sr-only">
                      {point.month}: {format.number(point.members)}
                    </span>
                  </li>
                );
              })}
            </ol>
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            {(
              [
                [t('communities.dashboard.mostOffered'), data.topOffered],
                [t('communities.dashboard.mostWanted'), data.topWanted],
                [t('communities.dashboard.gaps'), data.gaps],
              ] as const
            ).map(([title, list]) => (
              <div key={title}>
                <h3 className="font-semibold">{title}</h3>
                {list.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('communities.dashboard.noneYet')}</p>
                ) : (
                  <ul className="text-sm">
                    {list.map((entry) => (
                      <li key={entry.skill}>
                        {entry.skill} ({format.number(entry.members)})
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </div>
      ) : (
        <Spinner />
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => download('members')}>
          {t('communities.dashboard.exportMembers')}
        </Button>
        <Button variant="outline" onClick={() => download('fund')}>
          {t('communities.dashboard.exportFund')}
        </Button>
      </div>
      {!community.isBuiltin && <MemberImportPanel slug={community.slug} />}
    </Section>
  );
}
