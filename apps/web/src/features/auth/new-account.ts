/**
 * The id of the account this tab just signed up, until the member is first seen signed in as it (ADR 166).
 */
const storageKey = 'skillswap:new-account';

export function rememberNewAccount(userId: string) {
  try {
    window.sessionStorage.setItem(storageKey, userId);
  } catch {
    // Storage refused: the member simply sees no "Account created!".
  }
}

/**
 * True once, when the signed-in member is the account this tab signed up. The answer to a sign-up with an
 * address that already has an account carries a random id, so its owner never hears "Account created!".
 */
export function takeNewAccountGreeting(userId: string): boolean {
  try {
    if (window.sessionStorage.getItem(storageKey) !== userId) return false;
    window.sessionStorage.removeItem(storageKey);
    return true;
  } catch {
    return false;
  }
}
