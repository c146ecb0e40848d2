import { CalendarDays, MapPin, Video } from 'lucide-react';
import { Link } from 'react-router';
import type { WorkshopCard as WorkshopCardData } from '@skillswap/contracts/workshops/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { workshopPath } from '@/config/paths.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { CommunityBadge } from './community-badge.tsx';
import { EliteBadge } from './elite-badge.tsx';
import { useWorkshopTime } from './workshop-time.ts';

export function WorkshopCard({ workshop }: { workshop: WorkshopCardData }) {
  const { t } = useTranslation();
  const { skillCoins } = useFormatters();
  const workshopTime = useWorkshopTime();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <Link to={workshopPath(workshop.id)} className="hover:underline">
            {workshop.title}
          </Link>
        </CardTitle>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="outline">{workshop.skill}</Badge>
          {workshop.isElite && <Badge>{t('workshops.card.eliteMonthly')}</Badge>}
          <CommunityBadge community={workshop.community} />
          <span>
            {t('workshops.card.with', { name: workshop.host.fullName })}{' '}
            {workshop.host.isElite && <EliteBadge />}
          </span>
        </div>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4" />
          {workshopTime.when(workshop.startsAt, workshop.durationMinutes)}
        </p>
        <p className="flex items-center gap-2">
          {workshop.placeKind === 'online' ? (
            <Video aria-hidden="true" className="size-4" />
          ) : (
            <MapPin aria-hidden="true" className="size-4" />
          )}
          {t(workshop.placeKind === 'online' ? 'workshops.card.online' : 'workshops.card.inPerson')}
        </p>
        <p>
          {t('workshops.card.price', { price: skillCoins(workshop.price) })} ·{' '}
          {workshopTime.seatsLeft(workshop.seatsLeft, workshop.seats)}
          {workshop.waitlisted > 0 && ` · ${t('workshops.card.waiting', { count: workshop.waitlisted })}`}
        </p>
      </CardContent>
    </Card>
  );
}
