import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';

/** The Elite plan's badge, beside a member's name (issue 24). */
export function EliteBadge() {
  return (
    <Badge variant="secondary" title="Elite member">
      <Crown aria-hidden="true" />
      Elite
    </Badge>
  );
}
