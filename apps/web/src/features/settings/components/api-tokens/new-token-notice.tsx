import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';

/** The new token, shown this once: SkillSwap keeps only a hash of it. */
export function NewTokenNotice({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const copy = () =>
    void navigator.clipboard.writeText(token).then(
      () => toast.success('Token copied'),
      () => toast.error('Copying failed; select the token and copy it yourself.'),
    );
  return (
    <div role="status" className="grid gap-3 rounded-md border border-primary/40 bg-muted/40 p-4">
      <p className="text-sm font-medium">
        Your token “{name}” is ready. Copy it now: you will not be able to see it again.
      </p>
      <code
        className="rounded bg-background px-2 py-1.5 font-mono text-sm break-all"
        data-testid="new-personal-token"
      >
        {token}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          Copy token
        </Button>
        <Button variant="ghost" onClick={onDone}>
          I have copied it
        </Button>
      </div>
    </div>
  );
}
