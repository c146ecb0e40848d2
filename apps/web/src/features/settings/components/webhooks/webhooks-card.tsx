import { Webhook } from 'lucide-react';
import { hasPlan, type PlanTier } from '@skillswap/contracts/plans';
import { useState } from 'react';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { useWebhookEndpoints } from '../../api/webhooks.ts';
import { NewTokenNotice } from '../api-tokens/new-token-notice.tsx';
import { CreateWebhookForm } from './create-webhook-form.tsx';
import { WebhookEndpointRow } from './webhook-endpoint-row.tsx';

/** Settings → Webhooks: an Enterprise account's endpoints and delivery logs; other plans see the lock. */
/** `plan`: the member's plan, undefined while it loads (the route reads it). */
export function WebhooksCard({ plan }: { plan: PlanTier | null | undefined }) {
  const { t } = useTranslation();
  // The endpoints are asked for only on Enterprise: any other plan shows the lock without a request the
  // server would refuse with 403.
  const isEnterprise = plan !== undefined && plan !== null && hasPlan(plan, 'enterprise');
  const isKnownLocked = plan !== undefined && !isEnterprise;
  const endpoints = useWebhookEndpoints(isEnterprise);
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const isLocked =
    isKnownLocked || (endpoints.error instanceof ApiError && endpoints.error.code === 'plan_required');
  const list = endpoints.data?.data;

  return (
    <Card id="webhooks">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Webhook aria-hidden="true" className="size-5" /> {t('settings.section.webhooks')}
        </CardTitle>
        <CardDescription>{t('settings.webhooks.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!isKnownLocked && endpoints.isPending && <Spinner label={t('settings.webhooks.loading')} />}
        {isLocked && <PlanLock plan="enterprise" feature={t('settings.section.webhooks')} />}
        {endpoints.isError && !isLocked && (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(endpoints.error, t('settings.webhooks.loadFailed'))}
          </p>
        )}
        {created && <NewTokenNotice {...created} onDone={() => setCreated(null)} />}
        {list && list.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('settings.webhooks.none')}</p>
        )}
        {list && list.length > 0 && (
          <ul aria-label={t('settings.webhooks.list')} className="grid gap-3">
            {list.map((endpoint) => (
              <WebhookEndpointRow key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        )}
        {list &&
          (isCreating ? (
            <CreateWebhookForm
              onCreated={(endpoint) => {
                setCreated({
                  name: t('settings.webhooks.secretName', { url: endpoint.url }),
                  token: endpoint.secret,
                });
                setIsCreating(false);
              }}
              onCancel={() => setIsCreating(false)}
            />
          ) : (
            <div>
              <Button variant="outline" onClick={() => setIsCreating(true)}>
                {t('settings.webhooks.add')}
              </Button>
            </div>
          ))}
      </CardContent>
    </Card>
  );
}
