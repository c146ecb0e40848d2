/**
 * Text a visitor types into a server-rendered field before the app takes the page over. The server's HTML
 * works before its code has arrived, and React may then draw the page again rather than adopt it (after a
 * "Loading page" while a slow phone fetches the page's code), which would drop the text with the old field.
 * Fields marked `data-early-input="<name>"` are watched from the app's first script until the component that
 * draws the field takes what was typed.
 */
const typed = new Map<string, string>();
const taken = new Set<string>();
let lastFocused: string | null = null;

function nameOf(target: EventTarget | null) {
  return target instanceof HTMLInputElement ? (target.dataset.earlyInput ?? null) : null;
}

/** Starts watching, counting what was typed before this script ran (in main.tsx, before hydrating). */
export function watchEarlyInput() {
  for (const field of document.querySelectorAll<HTMLInputElement>('input[data-early-input]')) {
    if (field.value !== field.defaultValue) typed.set(field.dataset.earlyInput!, field.value);
  }
  lastFocused = nameOf(document.activeElement);
  const record = (event: Event) => {
    const name = nameOf(event.target);
    if (name && !taken.has(name)) typed.set(name, (event.target as HTMLInputElement).value);
  };
  document.addEventListener('input', record, true);
  document.addEventListener('focusin', (event) => (lastFocused = nameOf(event.target)), true);
}

/** What was typed into field `name` so far, to render with; null when nothing was (or on the server). */
export function peekEarlyInput(name: string) {
  return typeof document === 'undefined' || taken.has(name) ? null : (typed.get(name) ?? null);
}

/**
 * Takes what was typed into field `name` and stops watching it: call once the new field is in the page, so
 * keys pressed while it was drawn count too. `focused`: the member was still in the old field.
 */
export function takeEarlyInput(name: string): { text: string; focused: boolean } | null {
  if (taken.has(name)) return null;
  taken.add(name);
  const text = typed.get(name);
  typed.delete(name);
  if (text === undefined) return null;
  const active = document.activeElement;
  return { text, focused: lastFocused === name && (active === document.body || nameOf(active) === name) };
}
