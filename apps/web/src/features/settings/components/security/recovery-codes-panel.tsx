import { Copy, Download } from 'lucide-react';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  email: string | undefined;
  onDone: () => void;
}

function describeCodes(codes: readonly string[], email: string | undefined) {
  return [
    `SkillSwap recovery codes${email ? ` for ${email}` : ''}`,
    `Made on ${new Date().toLocaleString()}`,
    '',
    'Each code works once, in place of your second factor when you sign in.',
    'Keep them somewhere safe, away from your phone or security key.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The codes, shown this once: copy them, download them as a text file, then confirm they are saved. */
export function RecoveryCodesPanel({ codes, email, onDone }: RecoveryCodesPanelProps) {
  const text = describeCodes(codes, email);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy. Select the codes and copy them, or download them.');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'skillswap-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-3 rounded-md border p-4">
      <h3 id="recovery-codes-title" className="font-semibold">
        Save your recovery codes
      </h3>
      <p className="text-sm text-muted-foreground">
        If you lose your second factor, each of these codes signs you in once. This is the only time they are
        shown.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-1 rounded-md bg-muted p-3 font-mono text-sm min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" /> Copy codes
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" className="size-4" /> Download as .txt
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </section>
  );
}
