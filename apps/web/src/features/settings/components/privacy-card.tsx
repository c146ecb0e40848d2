import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

interface PrivacyCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  contentClassName: string;
  children: ReactNode;
}

/** One privacy setting's card: icon and title, what the setting does, then its control. */
export function PrivacyCard({
  icon: Icon,
  title,
  description,
  contentClassName,
  children,
}: PrivacyCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5" /> {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
