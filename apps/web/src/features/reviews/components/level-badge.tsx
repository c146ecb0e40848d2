import { Award } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { useMemberLevel } from '../api/member-levels.ts';

/** The member's level as a small badge on a card (ADR 22); nothing while it loads. */
export function LevelBadge({ memberId }: { memberId: string }) {
  const level = useMemberLevel(memberId);
  if (!level.data) return null;
  return (
    <Badge variant="outline" title="Level, earned by completed swaps, hours taught and ratings">
      <Award aria-hidden="true" />
      {level.data.name}
    </Badge>
  );
}
