import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import type { Factor } from '@skillswap/contracts/auth/mfa';
import { renameFactor } from '@/lib/auth/mfa-api.ts';
import { factorsQueryOptions } from '../../api/factors.ts';

/** A new name for a factor, so a member with two keys can tell them apart. */
export function RenameFactorForm({ factor, onDone }: { factor: Factor; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(factor.friendly_name);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (friendlyName: string) => renameFactor(factor.id, friendlyName),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: factorsQueryOptions.queryKey });
      toast.success(t('settings.security.rename.saved'));
      onDone();
    },
    onError: (error) => toast.error(getErrorMessage(error, t('settings.security.rename.failed'))),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim()) mutation.mutate(name.trim());
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={id}>{t('settings.security.rename.label')}</Label>
        <Input id={id} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      </div>
      <Button type="submit" size="sm" disabled={mutation.isPending}>
        {mutation.isPending ? t('settings.saving') : t('settings.security.rename.save')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        {t('settings.cancel')}
      </Button>
    </form>
  );
}
