import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** What the sign-up step keeps while the member types: a reload or a lost connection must not erase it. */
const draftFields = ['bio', 'skills_offered', 'skills_wanted'] as const;

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const stored = window.sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Drops the kept draft, once the profile it was for has been saved. */
export function clearOnboardingDraft(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): there is nothing to clear.
  }
}

/**
 * Keeps the bio and skills typed in the sign-up step in this tab's session storage and puts them back after a
 * reload. Nothing leaves the browser; the draft is dropped once saved.
 */
export function useOnboardingDraft<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  key: string | null,
) {
  useEffect(() => {
    if (!key) return;
    const draft = readDraft(key);
    if (draft) {
      for (const field of draftFields) {
        if (draft[field] === undefined) continue;
        form.setValue(field as never, draft[field] as never, { shouldDirty: true });
      }
    }
    const subscription = form.watch((values) => {
      const kept = Object.fromEntries(draftFields.map((field) => [field, values[field]]));
      try {
        window.sessionStorage.setItem(key, JSON.stringify(kept));
      } catch {
        // Storage refused or full: the form still works, only without the safety net.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, key]);
}
