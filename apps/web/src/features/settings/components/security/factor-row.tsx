import { KeyRound, MessageSquare, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { Factor } from '@skillswap/contracts/mfa';
import { RemoveFactorButton } from './remove-factor-button.tsx';
import { RenameFactorForm } from './rename-factor-form.tsx';

const typeDetails = {
  totp: { label: 'Authenticator app', Icon: Smartphone },
  phone: { label: 'Text message', Icon: MessageSquare },
  webauthn: { label: 'Security key', Icon: KeyRound },
} as const;

export function FactorRow({ factor }: { factor: Factor }) {
  const { label, Icon } = typeDetails[factor.factor_type];
  const isVerified = factor.status === 'verified';
  const [isRenaming, setIsRenaming] = useState(false);
  return (
    <li className="grid gap-3 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
          <div>
            <p className="font-medium">{factor.friendly_name}</p>
            <p className="text-sm text-muted-foreground">
              {label} · added {new Date(factor.created_at).toLocaleDateString()}
            </p>
          </div>
          <Badge variant={isVerified ? 'success' : 'outline'}>{isVerified ? 'On' : 'Not finished'}</Badge>
        </div>
        <div className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Rename ${factor.friendly_name}`}
            onClick={() => setIsRenaming(true)}
          >
            Rename
          </Button>
          <RemoveFactorButton factor={factor} />
        </div>
      </div>
      {isRenaming && <RenameFactorForm factor={factor} onDone={() => setIsRenaming(false)} />}
    </li>
  );
}
