import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useCommunityHelpers, useRevokeHelper } from '../api/member-helpers.ts';

/** Coordinators: every helper of the community's members, each of which they may end (ADR 179). */
export function CommunityHelpersList({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const helpers = useCommunityHelpers(slug, true);
  const revoke = useRevokeHelper();
  const items = helpers.data?.helpers ?? [];
  return (
    <section className="grid gap-2" aria-labelledby="community-helpers-title">
      <h3 id="community-helpers-title" className="font-semibold">
        {t('memberHelpers.community.title')}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('memberHelpers.community.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                {t('memberHelpers.community.pair', { helper: item.helper.name, member: item.member.name })}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(item.id, {
                    onError: (error) => toast.error(getErrorMessage(error, t('memberHelpers.endFailed'))),
                  })
                }
              >
                {t('memberHelpers.community.end', { helper: item.helper.name, member: item.member.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
