import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiDocsPagePath } from '@skillswap/contracts/personal-tokens/routes';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { usePersonalTokens } from '../../api/personal-tokens.ts';
import { CreateTokenForm } from './create-token-form.tsx';
import { NewTokenNotice } from '@/components/webhooks/new-secret-notice.tsx';
import { TokenRow } from './token-row.tsx';

const enterpriseEnquiry = `/contact?subject=${encodeURIComponent('Enterprise enquiry')}`;

/** Settings → API: personal access tokens for Enterprise members; everyone else learns how to get them. */
export function ApiTokensCard() {
  const { t } = useTranslation();
  const tokens = usePersonalTokens();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const list = tokens.data?.data;

  return (
    <Card id="api">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5" /> {t('settings.section.api')}
        </CardTitle>
        <CardDescription>
          {t('settings.api.description')}{' '}
          <a className="underline" href={apiDocsPagePath}>
            {t('settings.api.docs')}
          </a>{' '}
          {t('settings.api.docsAfter')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {tokens.isPending && <Spinner label={t('settings.api.loading')} />}
        {tokens.isError && (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(tokens.error, t('settings.api.loadFailed'))}
          </p>
        )}
        {list && !list.isAvailable && (
          <p className="text-sm">
            {t(list.tokens.length > 0 ? 'settings.api.unavailableWithTokens' : 'settings.api.unavailable')}{' '}
            <Link className="font-medium underline" to={enterpriseEnquiry}>
              {t('settings.api.contact')}
            </Link>{' '}
            {t('settings.api.contactAfter')}
          </p>
        )}
        {created && <NewTokenNotice {...created} onDone={() => setCreated(null)} />}
        {list && list.tokens.length === 0 && list.isAvailable && (
          <p className="text-sm text-muted-foreground">{t('settings.api.none')}</p>
        )}
        {list && list.tokens.length > 0 && (
          <ul aria-label={t('settings.api.list')} className="divide-y">
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
                {t('settings.api.create')}
              </Button>
            </div>
          ))}
      </CardContent>
    </Card>
  );
}
