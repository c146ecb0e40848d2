import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import type { EnrolledFactor } from '@skillswap/contracts/mfa';
import { challengeFactor, enrollFactor } from '@/lib/auth/mfa-api.ts';
import { CodeEntryForm } from './code-entry-form.tsx';
import { useEnrolment, type EnrolmentProps } from './use-enrolment.ts';

/** Authenticator app: the QR code and secret are shown once, then a code from the app turns it on. */
export function EnrollTotp({ onFinished, onRecoveryCodes }: EnrolmentProps) {
  const [enrolled, setEnrolled] = useState<EnrolledFactor | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const { complete, abandon } = useEnrolment(onFinished, onRecoveryCodes);

  async function start() {
    setIsBusy(true);
    setError(undefined);
    try {
      setEnrolled(
        await enrollFactor({ factor_type: 'totp', friendly_name: 'Authenticator app', issuer: 'SkillSwap' }),
      );
    } catch (caught) {
      setError(getErrorMessage(caught, 'Could not start. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  }

  if (!enrolled?.totp) {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          Use an app such as 1Password, Google Authenticator or Aegis to make a new code every 30 seconds.
        </p>
        <div className="flex gap-2">
          <Button onClick={() => void start()} disabled={isBusy}>
            {isBusy ? 'Starting...' : 'Show QR code'}
          </Button>
          <Button variant="ghost" onClick={onFinished}>
            Cancel
          </Button>
        </div>
        {error && <p className="text-sm font-medium text-destructive">{error}</p>}
      </div>
    );
  }

  const factorId = enrolled.id;
  return (
    <div className="grid gap-4">
      <p className="text-sm">Scan this QR code with your authenticator app, or type the secret into it.</p>
      <img
        src={enrolled.totp.qr_code}
        alt="QR code for your authenticator app"
        className="size-48 rounded-md border bg-white p-2"
      />
      <p className="text-sm">
        Secret:{' '}
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono break-all" data-testid="totp-secret">
          {enrolled.totp.secret}
        </code>
      </p>
      <CodeEntryForm
        label="Code from your authenticator app"
        onSubmitCode={async (code) => {
          const challenge = await challengeFactor(factorId);
          await complete(factorId, { challenge_id: challenge.id, code }, 'Authenticator app turned on');
        }}
        onCancel={() => void abandon(factorId)}
      />
    </div>
  );
}
