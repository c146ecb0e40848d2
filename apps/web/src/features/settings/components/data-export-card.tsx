import { Download } from 'lucide-react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useDownloadMyData } from '../api/export-my-data.ts';

export function DataExportCard() {
  const { t } = useTranslation();
  const mutation = useDownloadMyData();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('settings.data.title')}</CardTitle>
        <CardDescription>{t('settings.data.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          disabled={mutation.isPending}
          onClick={() =>
            mutation.mutate(undefined, {
              onError: (error) => toast.error(getErrorMessage(error, t('settings.data.failed'))),
            })
          }
        >
          <Download aria-hidden="true" />
          {mutation.isPending ? t('settings.data.preparing') : t('settings.data.download')}
        </Button>
      </CardContent>
    </Card>
  );
}
