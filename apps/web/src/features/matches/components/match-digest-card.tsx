import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { MatchDigestSwitch } from './match-digest-switch.tsx';

/** Settings card: the weekly "new matches" e-mail, on until the member turns it off. */
export function MatchDigestCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Match E-mails</CardTitle>
        <CardDescription>We look for new people who match your skills every week.</CardDescription>
      </CardHeader>
      <CardContent>
        <MatchDigestSwitch />
      </CardContent>
    </Card>
  );
}
