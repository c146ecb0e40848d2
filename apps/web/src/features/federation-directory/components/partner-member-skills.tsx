import { Badge } from '@/components/ui/badge.tsx';

/** The skills a member of another exchange offers or wants, as on their card and their page. */
export function PartnerMemberSkills({
  label,
  skills,
  offers,
}: {
  label: string;
  skills: string[];
  offers: boolean;
}) {
  if (skills.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <ul className="flex flex-wrap gap-1.5">
        {skills.map((skill) => (
          <li key={skill} className="max-w-full">
            <Badge
              variant={offers ? 'default' : 'secondary'}
              className="max-w-full wrap-anywhere whitespace-normal"
            >
              {skill}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
