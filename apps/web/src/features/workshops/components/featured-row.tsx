import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { memberProfilePath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useFeaturedMembers } from '../api/featured-members.ts';
import { EliteBadge } from './elite-badge.tsx';

/**
 * Explore's "Featured" row: up to 4 Elite members relevant to the search, clearly labelled as paid placement
 * and rotated by the server so each is shown about as often as the others.
 */
export function FeaturedRow({ search, category }: { search: string; category: string | null }) {
  const { t } = useTranslation();
  const featured = useFeaturedMembers(search, category);
  const items = featured.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="grid gap-3 rounded-lg border p-4">
      <div className="flex items-center gap-2">
        <h2 id="featured-heading" className="text-lg font-semibold">
          {t('workshops.featured.title')}
        </h2>
        <Badge variant="outline">{t('workshops.featured.note')}</Badge>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((member) => (
          <li key={member.id} className="grid gap-1 rounded-md bg-muted/50 p-3">
            <Link to={memberProfilePath(member.id)} className="font-medium hover:underline">
              {member.fullName}
            </Link>
            <EliteBadge />
            <p className="text-sm text-muted-foreground">
              {t('workshops.featured.teaches', { skills: member.skillsOffered.join(', ') })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
