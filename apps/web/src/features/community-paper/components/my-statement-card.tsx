import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { downloadMyStatement } from '../api/community-paper.ts';
import { MonthDownloadForm } from './month-download-form.tsx';

/** "Statement on paper" beside the member's SkillCoin: a month's statement as a PDF to print (ADR 177). */
export function MyStatementCard() {
  const { t } = useTranslation();
  const id = useId();
  const failure = t('communityPaper.mine.failed');
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`}>
          {t('communityPaper.mine.title')}
        </CardTitle>
        <CardDescription>{t('communityPaper.mine.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <MonthDownloadForm
          label={t('communityPaper.month')}
          download={t('communityPaper.mine.download')}
          failure={failure}
          onDownload={(month) => downloadMyStatement(month, failure)}
        />
      </CardContent>
    </Card>
  );
}
