import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useRedeliverWebhook, useWebhookDeliveries } from '../../api/webhooks.ts';

const describeAttempt = (attempt: { statusCode: number | null; latencyMs: number; error: string | null }) =>
  `${attempt.statusCode ?? attempt.error ?? 'no answer'} in ${attempt.latencyMs} ms`;

/** The endpoint's latest deliveries: event, status, each attempt's answer and latency, and Redeliver. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliverWebhook(endpointId);
  if (deliveries.isPending) return <Spinner label="Loading deliveries" />;
  if (deliveries.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {getErrorMessage(deliveries.error, 'The deliveries could not be loaded.')}
      </p>
    );
  const list = deliveries.data.data;
  if (list.length === 0) return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Deliveries</caption>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Status</th>
          <th scope="col">Last attempt</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
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
            <td>{delivery.status}</td>
            <td>{delivery.attemptLog[0] ? describeAttempt(delivery.attemptLog[0]) : '—'}</td>
            <td>
              <Button
                variant="outline"
                size="sm"
                disabled={redeliver.isPending || delivery.status === 'sending'}
                onClick={() =>
                  redeliver.mutate(delivery.id, {
                    onSuccess: () => toast.success('Queued for redelivery'),
                    onError: (error) => toast.error(getErrorMessage(error, 'It could not be redelivered.')),
                  })
                }
              >
                Redeliver
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
