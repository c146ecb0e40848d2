import { useState } from 'react';
import { PlanLock } from '@/components/plans/plan-lock.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { ApiError, getErrorMessage } from '@/lib/api-client.ts';
import { CreateWebhookForm } from './create-webhook-form.tsx';
import { NewTokenNotice } from './new-secret-notice.tsx';
import { WebhookEndpointRow } from './webhook-endpoint-row.tsx';
import { useWebhookEndpoints, type WebhookSource } from './webhook-source.ts';

/**
 * One owner's webhook endpoints: the list, each with its delivery log, adding one (its secret shown once),
 * and the Enterprise lock when the server answers `plan_required`. `labels` name the list for this owner.
 */
export function WebhookEndpointsPanel({
  source,
  labels,
}: {
  source: WebhookSource;
  labels: { loading: string; loadFailed: string; list: string; none: string; feature: string };
}) {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints(source);
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const isLocked = endpoints.error instanceof ApiError && endpoints.error.code === 'plan_required';
  const list = endpoints.data?.data;
  return (
    <div className="grid gap-4">
      {endpoints.isPending && <Spinner label={labels.loading} />}
      {isLocked && <PlanLock plan="enterprise" feature={labels.feature} />}
      {endpoints.isError && !isLocked && (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(endpoints.error, labels.loadFailed)}
        </p>
      )}
      {created && <NewTokenNotice {...created} onDone={() => setCreated(null)} />}
      {list && list.length === 0 && <p className="text-sm text-muted-foreground">{labels.none}</p>}
      {list && list.length > 0 && (
        <ul aria-label={labels.list} className="grid gap-3">
          {list.map((endpoint) => (
            <WebhookEndpointRow key={endpoint.id} source={source} endpoint={endpoint} />
          ))}
        </ul>
      )}
      {list &&
        (isCreating ? (
          <CreateWebhookForm
            source={source}
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
    </div>
  );
}
