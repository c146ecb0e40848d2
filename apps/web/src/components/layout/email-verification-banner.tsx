import { useEffect, useState } from 'react';
import { EmailVerificationNotice } from '@/features/auth/components/email-verification-notice.tsx';
import { getPublicConfig } from '@/features/contact/api/get-public-config.ts';

/**
 * The notice, told whether this server keeps its mail in the local mailbox (ADR 75). A plain call rather than
 * React Query: the layout sits outside the query provider, and only unverified members download this.
 */
export function EmailVerificationBanner({ email }: { email: string }) {
  const [isLocalMailbox, setIsLocalMailbox] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    getPublicConfig()
      .then((config) => {
        if (isCurrent) setIsLocalMailbox(config.localMailbox);
      })
      // Without the settings the notice keeps its usual wording.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
  return <EmailVerificationNotice email={email} isLocalMailbox={isLocalMailbox} />;
}
