import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useRedeliverWebhook, useWebhookDeliveries, type WebhookSource } from './webhook-source.ts';

/** The endpoint's latest deliveries: event, status, each attempt's answer and latency, and Redeliver. */
export function DeliveryLog({ source, endpointId }: { source: WebhookSource; endpointId: string }) {
  const { t } = useTranslation();
  const describeAttempt = (attempt: { statusCode: number | null; latencyMs: number; error: string | null }) =>
    t('settings.webhooks.attempt', {
      answer: attempt.statusCode ?? attempt.error ?? t('settings.webhooks.noAnswer'),
      ms: attempt.latencyMs,
    });
  const deliveries = useWebhookDeliveries(source, endpointId);
  const redeliver = useRedeliverWebhook(source, endpointId);
  if (deliveries.isPending) return <Spinner label={t('settings.webhooks.loadingDeliveries')} />;
  if (deliveries.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {getErrorMessage(deliveries.error, t('settings.webhooks.deliveriesFailed'))}
      </p>
    );
  const list = deliveries.data.data;
  if (list.length === 0)
    return <p className="text-sm text-muted-foreground">{t('settings.webhooks.noDeliveries')}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('settings.webhooks.deliveries')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('settings.webhooks.event')}</th>
          <th scope="col">{t('settings.webhooks.status')}</th>
          <th scope="col">{t('settings.webhooks.lastAttempt')}</th>
          <th scope="col">
            <span className="sr-only">{t('settings.webhooks.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((delivery) => (
          <tr key={delivery.id} className="border-t">
            <td>
              <code className="font-mono">{delivery.eventType}</code>
              <span className="block text-xs text-muted-foreground">{delivery.eventId}</span>
            </td>
            <td>{t(`settings.webhooks.delivery.${delivery.status}`)}</td>
            <td>{delivery.attemptLog[0] ? describeAttempt(delivery.attemptLog[0]) : '—'}</td>
            <td>
              <Button
                variant="outline"
                size="sm"
                disabled={redeliver.isPending || delivery.status === 'sending'}
                onClick={() =>
                  redeliver.mutate(delivery.id, {
                    onSuccess: () => toast.success(t('settings.webhooks.queued')),
                    onError: (error) =>
                      toast.error(getErrorMessage(error, t('settings.webhooks.redeliverFailed'))),
                  })
                }
              >
                {t('settings.webhooks.redeliver')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
