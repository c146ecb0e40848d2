import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiDocsPagePath } from '@skillswap/contracts/routes/personal-tokens';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { usePersonalTokens } from '../../api/personal-tokens.ts';
import { CreateTokenForm } from './create-token-form.tsx';
import { NewTokenNotice } from './new-token-notice.tsx';
import { TokenRow } from './token-row.tsx';

const enterpriseEnquiry = `/contact?subject=${encodeURIComponent('Enterprise enquiry')}`;

/** Settings → API: personal access tokens for Enterprise members; everyone else learns how to get them. */
export function ApiTokensCard() {
  const tokens = usePersonalTokens();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const list = tokens.data?.data;

  return (
    <Card id="api">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5" /> API
        </CardTitle>
        <CardDescription>
          Personal access tokens let your own programs use the SkillSwap API for you, within the scopes you
          choose. See the{' '}
          <a className="underline" href={apiDocsPagePath}>
            API documentation
          </a>{' '}
          for how to call it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {tokens.isPending && <Spinner label="Loading your tokens" />}
        {tokens.isError && (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(tokens.error, 'Your tokens could not be loaded.')}
          </p>
        )}
        {list && !list.isAvailable && (
          <p className="text-sm">
            API access comes with the Enterprise plan. Your plan does not include it, so tokens cannot be
            created
            {list.tokens.length > 0 ? ' and the tokens below do not work' : ''}.{' '}
            <Link className="font-medium underline" to={enterpriseEnquiry}>
              Contact us about Enterprise
            </Link>{' '}
            to move to it.
          </p>
        )}
        {created && <NewTokenNotice {...created} onDone={() => setCreated(null)} />}
        {list && list.tokens.length === 0 && list.isAvailable && (
          <p className="text-sm text-muted-foreground">You have no tokens yet.</p>
        )}
        {list && list.tokens.length > 0 && (
          <ul aria-label="Your personal access tokens" className="divide-y">
            {list.tokens.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
        {list?.isAvailable &&
          (isCreating ? (
            <CreateTokenForm
              onCreated={(token) => {
                setCreated(token);
                setIsCreating(false);
              }}
              onCancel={() => setIsCreating(false)}
            />
          ) : (
            <div>
              <Button variant="outline" onClick={() => setIsCreating(true)}>
                Create token
              </Button>
            </div>
          ))}
      </CardContent>
    </Card>
  );
}
