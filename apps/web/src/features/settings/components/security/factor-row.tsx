import { KeyRound, MessageSquare, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import type { Factor } from '@skillswap/contracts/auth/mfa';
import { RemoveFactorButton } from './remove-factor-button.tsx';
import { RenameFactorForm } from './rename-factor-form.tsx';

const typeDetails = {
  totp: { labelKey: 'settings.security.type.totp', Icon: Smartphone },
  phone: { labelKey: 'settings.security.type.phone', Icon: MessageSquare },
  webauthn: { labelKey: 'settings.security.type.webauthn', Icon: KeyRound },
} as const;

export function FactorRow({ factor }: { factor: Factor }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const { labelKey, Icon } = typeDetails[factor.factor_type];
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
              {t('settings.security.factor.added', {
                type: t(labelKey),
                date: date(factor.created_at),
              })}
            </p>
          </div>
          <Badge variant={isVerified ? 'success' : 'outline'}>
            {isVerified ? t('settings.security.factor.on') : t('settings.security.factor.unfinished')}
          </Badge>
        </div>
        <div className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('settings.security.factor.renameLabel', { name: factor.friendly_name })}
            onClick={() => setIsRenaming(true)}
          >
            {t('settings.security.factor.rename')}
          </Button>
          <RemoveFactorButton factor={factor} />
        </div>
      </div>
      {isRenaming && <RenameFactorForm factor={factor} onDone={() => setIsRenaming(false)} />}
    </li>
  );
}
