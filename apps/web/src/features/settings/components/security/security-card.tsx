import type { FactorType } from '@skillswap/contracts/auth/mfa';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useFactors } from '../../api/factors.ts';
import { EnrollPhone } from './enroll-phone.tsx';
import { EnrollSecurityKey } from './enroll-security-key.tsx';
import { EnrollTotp } from './enroll-totp.tsx';
import { FactorRow } from './factor-row.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { RecoveryCodesStatus } from './recovery-codes-status.tsx';

type Enrolment = FactorType | null;

/**
 * Two-step verification: the member's factors, and one enrolment at a time. Text messages are offered only on
 * a site with an SMS provider (`isSmsOn`, from the public config; ADR 81).
 */
export function SecurityCard({ isSmsOn }: { isSmsOn: boolean }) {
  const { t } = useTranslation();
  const factors = useFactors();
  const { user } = useAuth();
  const [enrolment, setEnrolment] = useState<Enrolment>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const close = () => setEnrolment(null);
  const hasVerifiedFactor = factors.data?.some((factor) => factor.status === 'verified') ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5" /> {t('settings.security.title')}
        </CardTitle>
        <CardDescription>{t('settings.security.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {factors.isPending && <Spinner label={t('settings.security.loading')} />}
        {factors.isError && <p className="text-sm text-destructive">{t('settings.security.loadFailed')}</p>}
        {factors.data && factors.data.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('settings.security.off')}</p>
        )}
        {factors.data && factors.data.length > 0 && (
          <ul aria-label={t('settings.security.list')} className="divide-y">
            {factors.data.map((factor) => (
              <FactorRow key={factor.id} factor={factor} />
            ))}
          </ul>
        )}
        {enrolment === 'totp' && <EnrollTotp onFinished={close} onRecoveryCodes={setShownCodes} />}
        {enrolment === 'phone' && <EnrollPhone onFinished={close} onRecoveryCodes={setShownCodes} />}
        {enrolment === 'webauthn' && <EnrollSecurityKey onFinished={close} onRecoveryCodes={setShownCodes} />}
        {shownCodes && (
          <RecoveryCodesPanel codes={shownCodes} email={user?.email} onDone={() => setShownCodes(null)} />
        )}
        {enrolment === null && !shownCodes && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEnrolment('totp')}>
              {t('settings.security.app.add')}
            </Button>
            {isSmsOn && (
              <Button variant="outline" onClick={() => setEnrolment('phone')}>
                {t('settings.security.phone.add')}
              </Button>
            )}
            <Button variant="outline" onClick={() => setEnrolment('webauthn')}>
              {t('settings.security.key.add')}
            </Button>
          </div>
        )}
        {hasVerifiedFactor && !shownCodes && <RecoveryCodesStatus onNewCodes={setShownCodes} />}
      </CardContent>
    </Card>
  );
}
