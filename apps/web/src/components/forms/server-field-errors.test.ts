import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { setServerFieldErrors } from './server-field-errors.ts';

interface Values {
  title: string;
  place: string;
}

function collect() {
  const shown: Array<[string, string | undefined]> = [];
  const setError = (field: string, error: { message?: string }) => void shown.push([field, error.message]);
  return { shown, setError };
}

const refused = (issues: Array<{ path: string; message: string }>) =>
  new ApiError(400, 'validation_failed', 'Check the form', issues);

describe('setServerFieldErrors', () => {
  it("shows each field's first issue under the field of the same name", () => {
    const { shown, setError } = collect();
    const failure = refused([
      { path: 'title', message: 'Give the post a title' },
      { path: 'title', message: 'A second title issue' },
    ]);
    expect(setServerFieldErrors<Values>(setError, failure, ['title', 'place'])).toBe(true);
    expect(shown).toEqual([['title', 'Give the post a title']]);
  });

  it('shows an issue under the field a map names for its path, translated', () => {
    const { shown, setError } = collect();
    const failure = refused([{ path: 'isOnline', message: 'Say where' }]);
    const isShown = setServerFieldErrors<Values>(setError, failure, { isOnline: 'place' }, (message) =>
      message.toUpperCase(),
    );
    expect(isShown).toBe(true);
    expect(shown).toEqual([['place', 'SAY WHERE']]);
  });

  it('answers false when no field took an issue, so the form says it', () => {
    const { shown, setError } = collect();
    expect(
      setServerFieldErrors<Values>(setError, refused([{ path: 'other', message: 'x' }]), ['title']),
    ).toBe(false);
    expect(setServerFieldErrors<Values>(setError, new Error('offline'), ['title'])).toBe(false);
    expect(setServerFieldErrors<Values>(setError, new ApiError(409, 'conflict', 'Taken'), ['title'])).toBe(
      false,
    );
    expect(shown).toEqual([]);
  });
});
