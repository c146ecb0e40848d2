import { Search } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { peekEarlyInput, takeEarlyInput } from '@/lib/early-input.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

const debounceMs = 300;
/** The box's name for text typed before the page's code took it over (lib/early-input.ts). */
const earlyInput = 'explore-search';

interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
}

/** Searches as the member types, a moment after they pause; Enter searches at once. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => peekEarlyInput(earlyInput) ?? value);
  const [previousValue, setPreviousValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const box = useRef<HTMLInputElement>(null);

  // Back or a shared link changed the search: show it, unless it is what the member typed.
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== draft.trim()) setDraft(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  // Text typed into the server's box before the take-over is searched as if typed now, and the caret moves
  // over before the next key.
  useLayoutEffect(() => {
    const early = takeEarlyInput(earlyInput);
    if (!early) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- keys pressed while this box was drawn
    setDraft(early.text);
    if (early.focused) box.current?.focus();
    timer.current = setTimeout(() => onSearch(early.text), debounceMs);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the box the page started with
  }, []);

  function change(next: string) {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next), debounceMs);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(draft);
  }

  return (
    <form role="search" onSubmit={submit} className="relative w-full max-w-xl">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={box}
        data-early-input={earlyInput}
        // The member's typing may already be in the server's box: not a mismatch to report.
        suppressHydrationWarning
        type="search"
        aria-label={t('explore.search.label')}
        placeholder={t('explore.search.placeholder')}
        value={draft}
        onChange={(event) => change(event.target.value)}
        className="ps-9"
        maxLength={100}
      />
    </form>
  );
}
