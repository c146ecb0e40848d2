import { Download } from 'lucide-react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useDownloadMyData } from '../api/export-my-data.ts';

export function DataExportCard() {
  const mutation = useDownloadMyData();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your Data</CardTitle>
        <CardDescription>Download everything SkillSwap holds about you, as a JSON file.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          disabled={mutation.isPending}
          onClick={() =>
            mutation.mutate(undefined, {
              onError: (error) => toast.error(getErrorMessage(error, 'Failed to download your data')),
            })
          }
        >
          <Download aria-hidden="true" />
          {mutation.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
      </CardContent>
    </Card>
  );
}
