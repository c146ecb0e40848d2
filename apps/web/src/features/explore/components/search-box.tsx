import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

const debounceMs = 300;

interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
}

/** Searches as the member types, a moment after they pause; Enter searches at once. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [previousValue, setPreviousValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back or a shared link changed the search: show it, unless it is what the member typed.
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== draft.trim()) setDraft(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

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
