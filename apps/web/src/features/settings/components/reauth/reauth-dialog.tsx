import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { challengeFactor } from '@/lib/auth/mfa-api.ts';
import { reauthenticate } from '../../api/credentials.ts';

interface ReauthDialogProps {
  isOpen: boolean;
  onProved: () => void;
  onCancel: () => void;
}

/**
 * "Confirm it's you": the password, or a code from the member's authenticator app, proved again before a
 * dangerous action (ADR 68). Proving a factor answers a new session, which the auth provider takes.
 */
export function ReauthDialog({ isOpen, onProved, onCancel }: ReauthDialogProps) {
  const { t } = useTranslation();
  const { user, verifySecondFactor } = useAuth();
  const appFactor = user?.factors.find(
    (factor) => factor.factor_type === 'totp' && factor.status === 'verified',
  );
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  function reset() {
    setValue('');
    setError(undefined);
    setMethod('password');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) {
      setError(
        method === 'password' ? t('settings.reauth.passwordRequired') : t('settings.reauth.codeRequired'),
      );
      return;
    }
    setIsBusy(true);
    setError(undefined);
    try {
      if (method === 'password') await reauthenticate(value);
      else {
        const challenge = await challengeFactor(appFactor!.id);
        await verifySecondFactor(appFactor!.id, { challenge_id: challenge.id, code: value });
      }
      reset();
      onProved();
    } catch (caught) {
      setError(getErrorMessage(caught, t('settings.reauth.failed')));
      setValue('');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (open || isBusy) return;
        reset();
        onCancel();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('settings.reauth.title')}</DialogTitle>
          <DialogDescription>
            {method === 'password'
              ? t('settings.reauth.passwordDescription')
              : t('settings.reauth.codeDescription')}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          {method === 'password' ? (
            <TextField
              key="password"
              label={t('settings.reauth.password')}
              type="password"
              autoComplete="current-password"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={error}
            />
          ) : (
            <TextField
              key="code"
              label={t('settings.reauth.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={value}
              onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
              error={error}
            />
          )}
          {appFactor && (
            <button
              type="button"
              className="cursor-pointer justify-self-start text-sm underline"
              onClick={() => {
                setMethod(method === 'password' ? 'code' : 'password');
                setValue('');
                setError(undefined);
              }}
            >
              {method === 'password' ? t('settings.reauth.useApp') : t('settings.reauth.usePassword')}
            </button>
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={isBusy}
              onClick={() => {
                reset();
                onCancel();
              }}
            >
              {t('settings.cancel')}
            </Button>
            <Button type="submit" disabled={isBusy}>
              {isBusy ? t('settings.reauth.confirming') : t('settings.reauth.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
