import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { HostingStep } from '@skillswap/contracts/workshops/schemas';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * Why a member cannot host yet, and the one step that opens hosting (product rules R8.4: a confirmed
 * address, then one completed swap taught; no badge).
 */
export function HostingLock({ step }: { step: HostingStep }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4">
      <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 gap-3">
        {step === 'verify_email' ? (
          <>
            <p>{t('workshops.lock.verifyEmail')}</p>
            <p className="text-sm text-muted-foreground">{t('workshops.lock.verifyEmailHint')}</p>
          </>
        ) : (
          <>
            <p>{t('workshops.lock.teachSwap')}</p>
            <Button asChild className="justify-self-start">
              <Link to={paths.explore}>{t('workshops.lock.teachSwapAction')}</Link>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
