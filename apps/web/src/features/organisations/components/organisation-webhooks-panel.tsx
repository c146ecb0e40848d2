import { useId, useMemo } from 'react';
import { WebhookEndpointsPanel } from '@/components/webhooks/webhook-endpoints-panel.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { organisationWebhooks } from '../api/organisation-webhooks.ts';

/**
 * An organisation's webhooks (ADR 131), for its admins: its endpoints, each delivery with its status and
 * latency, redelivery, and a new endpoint whose secret is shown once. The account's Settings
 * screen shares it.
 */
export function OrganisationWebhooksPanel({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const source = useMemo(() => organisationWebhooks(slug), [slug]);
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('communities.webhooks.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('communities.webhooks.description')}</p>
      <WebhookEndpointsPanel
        source={source}
        labels={{
          loading: t('communities.webhooks.loading'),
          loadFailed: t('communities.webhooks.loadFailed'),
          list: t('communities.webhooks.list'),
          none: t('communities.webhooks.none'),
          feature: t('communities.webhooks.title'),
        }}
      />
    </section>
  );
}
