import { toast } from '@/components/layout/toast.ts';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useMatchDigest, useUpdateMatchDigest } from '../api/match-digest.ts';

/** The weekly "new matches" e-mail on or off, saved at once; for the Settings page. */
export function MatchDigestSwitch() {
  const { data, isPending } = useMatchDigest();
  const mutation = useUpdateMatchDigest();
  const onChange = (enabled: boolean) =>
    mutation.mutate(
      { enabled },
      {
        onSuccess: () => toast.success(enabled ? 'Weekly match e-mail on' : 'Weekly match e-mail off'),
        onError: () => toast.error('Failed to save settings'),
      },
    );
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor="match-digest">Weekly match e-mail</Label>
        <p className="text-sm text-muted-foreground">Once a week, the new people who match your skills.</p>
      </div>
      <Switch
        id="match-digest"
        checked={data?.enabled ?? true}
        disabled={isPending || mutation.isPending}
        onCheckedChange={onChange}
      />
    </div>
  );
}
