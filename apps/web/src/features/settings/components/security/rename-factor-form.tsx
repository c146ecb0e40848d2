import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import type { Factor } from '@skillswap/contracts/mfa';
import { renameFactor } from '@/lib/auth/mfa-api.ts';
import { factorsQueryOptions } from '../../api/factors.ts';

/** A new name for a factor, so a member with two keys can tell them apart. */
export function RenameFactorForm({ factor, onDone }: { factor: Factor; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState(factor.friendly_name);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (friendlyName: string) => renameFactor(factor.id, friendlyName),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: factorsQueryOptions.queryKey });
      toast.success('Name saved');
      onDone();
    },
    onError: (error) => toast.error(getErrorMessage(error, 'Could not rename it. Please try again.')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim()) mutation.mutate(name.trim());
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={id}>New name</Label>
        <Input id={id} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      </div>
      <Button type="submit" size="sm" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : 'Save'}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}
