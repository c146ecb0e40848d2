import { CalendarDays, MapPin, Video } from 'lucide-react';
import { Link } from 'react-router';
import { formatSkillCoin } from '@skillswap/contracts/ledger';
import type { WorkshopCard as WorkshopCardData } from '@skillswap/contracts/workshops';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { workshopPath } from '@/config/paths.ts';
import { CommunityBadge } from './community-badge.tsx';
import { EliteBadge } from './elite-badge.tsx';
import { formatWorkshopTime, seatsLeftText } from './workshop-time.ts';

export function WorkshopCard({ workshop }: { workshop: WorkshopCardData }) {
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
          {workshop.isElite && <Badge>Elite monthly workshop</Badge>}
          <CommunityBadge community={workshop.community} />
          <span>
            with {workshop.host.fullName} {workshop.host.isElite && <EliteBadge />}
          </span>
        </div>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4" />
          {formatWorkshopTime(workshop.startsAt, workshop.durationMinutes)}
        </p>
        <p className="flex items-center gap-2">
          {workshop.placeKind === 'online' ? (
            <Video aria-hidden="true" className="size-4" />
          ) : (
            <MapPin aria-hidden="true" className="size-4" />
          )}
          {workshop.placeKind === 'online' ? 'Online' : 'In person'}
        </p>
        <p>
          {formatSkillCoin(workshop.price)} a seat · {seatsLeftText(workshop.seatsLeft, workshop.seats)}
          {workshop.waitlisted > 0 && ` · ${workshop.waitlisted} waiting`}
        </p>
      </CardContent>
    </Card>
  );
}
