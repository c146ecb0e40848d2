import type { FactorType } from '@skillswap/contracts/mfa';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
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
 * Two-step verification: the member's factors, and one enrolment at a time. Text messages are offered only on a
 * site with an SMS provider (`isSmsOn`, from the public config; ADR 81).
 */
export function SecurityCard({ isSmsOn }: { isSmsOn: boolean }) {
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
          <ShieldCheck aria-hidden="true" className="size-5" /> Security
        </CardTitle>
        <CardDescription>
          Two-step verification asks for a second proof after your password, so a stolen password is not
          enough.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {factors.isPending && <Spinner label="Loading your sign-in methods" />}
        {factors.isError && (
          <p className="text-sm text-destructive">Your sign-in methods could not be loaded.</p>
        )}
        {factors.data && factors.data.length === 0 && (
          <p className="text-sm text-muted-foreground">Two-step verification is off.</p>
        )}
        {factors.data && factors.data.length > 0 && (
          <ul aria-label="Your second factors" className="divide-y">
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
              Add authenticator app
            </Button>
            {isSmsOn && (
              <Button variant="outline" onClick={() => setEnrolment('phone')}>
                Add text message
              </Button>
            )}
            <Button variant="outline" onClick={() => setEnrolment('webauthn')}>
              Add security key
            </Button>
          </div>
        )}
        {hasVerifiedFactor && !shownCodes && <RecoveryCodesStatus onNewCodes={setShownCodes} />}
      </CardContent>
    </Card>
  );
}
