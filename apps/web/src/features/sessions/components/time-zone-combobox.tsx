import { Check } from 'lucide-react';
import { useId, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';
import { listZones, searchZones, type ZoneEntry } from '../lib/zone-list.ts';

/** The most options shown at once; typing narrows the list. */
const shownAtMost = 80;

const describe = (entry: ZoneEntry) =>
  [entry.region, ...entry.aliases.slice(0, 3)].filter(Boolean).join(' · ');
const labelOf = (entry: ZoneEntry) => `${entry.city} (${entry.offset})`;

interface TimeZoneComboboxProps {
  value: string;
  onChange: (zone: string) => void;
  /** Why the zone was refused, read out with the field. */
  error?: string | undefined;
  /** The input, for a form to move the focus to it when the zone is refused. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A searchable list of time zones (the ARIA 1.2 combobox pattern with a listbox popup): type a city, a region
 * or an offset, move with the arrow keys, pick with Enter or a click; Escape closes and keeps
 * the zone chosen.
 */
export function TimeZoneCombobox({ value, onChange, error, ref }: TimeZoneComboboxProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current!, []);
  const zones = useMemo(() => listZones(value), [value]);
  const chosen = zones.find((entry) => entry.zone === value);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const isOpen = query !== null;
  const found = useMemo(() => (isOpen ? searchZones(zones, query) : []), [zones, query, isOpen]);
  const shown = found.slice(0, shownAtMost);

  const open = (text: string) => {
    setQuery(text);
    setActive(0);
  };
  const close = () => setQuery(null);
  const pick = (entry: ZoneEntry) => {
    onChange(entry.zone);
    close();
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: number) => {
      event.preventDefault();
      if (!isOpen) return open('');
      setActive(Math.max(0, Math.min(to, shown.length - 1)));
    };
    if (event.key === 'ArrowDown') move(active + 1);
    else if (event.key === 'ArrowUp') move(active - 1);
    else if (event.key === 'Home' && isOpen) move(0);
    else if (event.key === 'End' && isOpen) move(shown.length - 1);
    else if (event.key === 'Enter' && isOpen) {
      event.preventDefault();
      const entry = shown[active];
      if (entry) pick(entry);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="relative grid gap-2">
      <Label htmlFor={`${id}-input`}>{t('scheduling.timeZone.label')}</Label>
      <Input
        ref={inputRef}
        id={`${id}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen && shown[active] ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        autoComplete="off"
        spellCheck={false}
        value={isOpen ? query : chosen ? `${value} (${chosen.offset})` : value}
        onFocus={(event) => event.currentTarget.select()}
        onClick={() => !isOpen && open('')}
        onChange={(event) => open(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <FormMessage id={errorId}>{error}</FormMessage>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('scheduling.timeZone.hint')}
      </p>
      <p role="status" className="sr-only">
        {isOpen ? t('scheduling.timeZone.results', { count: found.length }) : ''}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('scheduling.timeZone.label')}
        hidden={!isOpen || shown.length === 0}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {shown.map((entry, index) => (
          // The keyboard stays in the combobox input (arrows, Enter, Escape), as the ARIA pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={entry.zone}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={cn(
              'flex cursor-pointer items-start gap-2 rounded-sm px-2 py-1.5 text-sm',
              index === active && 'bg-accent text-accent-foreground',
            )}
            // Keeps the focus in the input, so the pick is not lost to its blur.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => pick(entry)}
          >
            <Check
              aria-hidden="true"
              className={cn('mt-0.5 size-4 shrink-0', entry.zone !== value && 'invisible')}
            />
            <span className="grid">
              <span className="font-medium">{labelOf(entry)}</span>
              <span className="text-xs text-muted-foreground">
                {entry.zone}
                {describe(entry) && ` · ${describe(entry)}`}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
