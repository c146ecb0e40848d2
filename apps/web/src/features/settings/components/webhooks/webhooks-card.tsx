import { Webhook } from 'lucide-react';
import { hasPlan, type PlanTier } from '@skillswap/contracts/shared/plans';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { WebhookEndpointsPanel } from '@/components/webhooks/webhook-endpoints-panel.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { accountWebhooks } from '../../api/webhooks.ts';

/** Settings → Webhooks: an Enterprise account's endpoints and delivery logs; other plans see the lock. */
/** `plan`: the member's plan, undefined while it loads (the route reads it). */
export function WebhooksCard({ plan }: { plan: PlanTier | null | undefined }) {
  const { t } = useTranslation();
  // The endpoints are asked for only on Enterprise: any other plan shows the lock without a request the
  // server would refuse with 403.
  const isEnterprise = plan !== undefined && plan !== null && hasPlan(plan, 'enterprise');
  const isKnownLocked = plan !== undefined && !isEnterprise;

  return (
    <Card id="webhooks">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Webhook aria-hidden="true" className="size-5" /> {t('settings.section.webhooks')}
        </CardTitle>
        <CardDescription>{t('settings.webhooks.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {plan === undefined && <Spinner label={t('settings.webhooks.loading')} />}
        {isKnownLocked && <PlanLock plan="enterprise" feature={t('settings.section.webhooks')} />}
        {isEnterprise && (
          <WebhookEndpointsPanel
            source={accountWebhooks}
            labels={{
              loading: t('settings.webhooks.loading'),
              loadFailed: t('settings.webhooks.loadFailed'),
              list: t('settings.webhooks.list'),
              none: t('settings.webhooks.none'),
              feature: t('settings.section.webhooks'),
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
