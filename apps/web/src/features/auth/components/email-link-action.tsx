import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';

interface EmailLinkActionProps {
  /** Sends the link's token; answers the member's address afterwards. */
  run: () => Promise<{ email: string }>;
  buttonLabel: string;
  busyLabel: string;
  describeDone: (email: string) => string;
}

/**
 * One button that spends a mailed e-mail link. It waits for the member's click rather than running on load,
 * so a mail scanner that opens links changes nothing.
 */
export function EmailLinkAction({ run, buttonLabel, busyLabel, describeDone }: EmailLinkActionProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'busy' }
    | { kind: 'done'; email: string }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });

  async function spend() {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', email: (await run()).email });
    } catch (caught) {
      setState({
        kind: 'failed',
        message: getErrorMessage(caught, t('verification.link.failed')),
      });
    }
  }

  if (state.kind === 'done') {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm">
          {describeDone(state.email)}
        </p>
        <Button asChild>
          <Link to={paths.auth}>{t('verification.link.signIn')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {state.message}
        </p>
      )}
      <Button onClick={() => void spend()} disabled={state.kind === 'busy'}>
        {state.kind === 'busy' ? busyLabel : buttonLabel}
      </Button>
    </div>
  );
}
