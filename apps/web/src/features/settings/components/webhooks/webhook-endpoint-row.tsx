import { useState } from 'react';
import type { WebhookEndpoint } from '@skillswap/contracts/webhooks';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useDeleteWebhookEndpoint } from '../../api/webhooks.ts';
import { DeliveryLog } from './delivery-log.tsx';

/** One endpoint: its address and events, its delivery log on demand, and deleting it. */
export function WebhookEndpointRow({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [isLogOpen, setIsLogOpen] = useState(false);
  const remove = useDeleteWebhookEndpoint();
  const deleteEndpoint = () =>
    remove.mutate(endpoint.id, {
      onSuccess: () => toast.success('Endpoint deleted'),
      onError: (error) => toast.error(getErrorMessage(error, 'The endpoint could not be deleted.')),
    });
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <p className="font-mono text-sm break-all">{endpoint.url}</p>
      <p className="text-xs text-muted-foreground">
        {endpoint.eventTypes.join(', ')} · secret ending …{endpoint.secretLastCharacters}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setIsLogOpen((isOpen) => !isOpen)}
          aria-expanded={isLogOpen}
        >
          {isLogOpen ? 'Hide deliveries' : 'Show deliveries'}
        </Button>
        <Button variant="ghost" size="sm" onClick={deleteEndpoint} disabled={remove.isPending}>
          Delete
        </Button>
      </div>
      {isLogOpen && <DeliveryLog endpointId={endpoint.id} />}
    </li>
  );
}
