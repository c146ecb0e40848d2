import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { oneTimeCodeSchema } from '@skillswap/contracts/auth/mfa';
import { reauthenticateSchema } from '@skillswap/contracts/credentials/schemas';
import { digitsOnly } from '@/components/forms/digits-only.ts';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
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
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { challengeFactor } from '@/lib/auth/mfa-api.ts';
import { reauthenticate } from '../../api/credentials.ts';

type Method = 'password' | 'code';

/**
 * The one field of each way to prove it: the contract's password of a reauthentication, or a 6-digit code.
 */
const proofSchemas = {
  password: z.object({ value: reauthenticateSchema.shape.password }),
  code: z.object({ value: oneTimeCodeSchema.shape.code }),
} satisfies Record<Method, z.ZodType<{ value: string }>>;
type ProofValues = { value: string };

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
  const { user } = useAuth();
  const appFactor = user?.factors.find(
    (factor) => factor.factor_type === 'totp' && factor.status === 'verified',
  );
  const [method, setMethod] = useState<Method>('password');
  const [isBusy, setIsBusy] = useState(false);

  function cancel() {
    setMethod('password');
    onCancel();
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (open || isBusy) return;
        cancel();
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
        <ProofForm
          key={method}
          method={method}
          appFactorId={appFactor?.id}
          onSwitch={() => setMethod(method === 'password' ? 'code' : 'password')}
          onBusyChange={setIsBusy}
          onProved={() => {
            setMethod('password');
            onProved();
          }}
          onCancel={cancel}
        />
      </DialogContent>
    </Dialog>
  );
}

interface ProofFormProps {
  method: Method;
  /** The member's authenticator app, when they have one: they may prove it with a code from it instead. */
  appFactorId: string | undefined;
  onSwitch: () => void;
  onBusyChange: (isBusy: boolean) => void;
  onProved: () => void;
  onCancel: () => void;
}

/** One way of proving it; the dialog mounts a new one when the member switches, so each starts empty. */
function ProofForm({ method, appFactorId, onSwitch, onBusyChange, onProved, onCancel }: ProofFormProps) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const { verifySecondFactor } = useAuth();
  const { register, handleSubmit, setError, resetField, formState } = useForm<ProofValues>({
    resolver: zodResolver(proofSchemas[method]),
    defaultValues: { value: '' },
  });
  const isBusy = formState.isSubmitting;
  const error = validation(formState.errors.value?.message);
  useEffect(() => onBusyChange(isBusy), [isBusy, onBusyChange]);

  const submit = handleSubmit(async ({ value }) => {
    try {
      if (method === 'password') await reauthenticate(value);
      else {
        const challenge = await challengeFactor(appFactorId!);
        await verifySecondFactor(appFactorId!, { challenge_id: challenge.id, code: value });
      }
      onProved();
    } catch (caught) {
      // A proof that did not work is spent: the field empties for the next try, the reason under it.
      resetField('value');
      if (setServerFieldErrors(setError, caught, { password: 'value', code: 'value' }, validation)) return;
      setError('value', { message: getErrorMessage(caught, t('settings.reauth.failed')) });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {method === 'password' ? (
        <TextField
          label={t('settings.reauth.password')}
          type="password"
          autoComplete="current-password"
          error={error}
          {...register('value')}
        />
      ) : (
        <TextField
          label={t('settings.reauth.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={error}
          {...digitsOnly(register('value'))}
        />
      )}
      {appFactorId && (
        <button
          type="button"
          className="cursor-pointer justify-self-start text-sm underline"
          onClick={onSwitch}
        >
          {method === 'password' ? t('settings.reauth.useApp') : t('settings.reauth.usePassword')}
        </button>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={isBusy} onClick={onCancel}>
          {t('settings.cancel')}
        </Button>
        <Button type="submit" disabled={isBusy}>
          {isBusy ? t('settings.reauth.confirming') : t('settings.reauth.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
