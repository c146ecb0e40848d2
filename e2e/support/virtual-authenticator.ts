import type { CDPSession, Page } from '@playwright/test';

/** A security key plugged into the page's browser: Chromium's virtual CTAP2 authenticator over USB. */
export interface VirtualSecurityKey {
  /** How many credentials (one per site account) the key holds. */
  credentialCount(): Promise<number>;
  /** Unplugs the key: the browser no longer finds any authenticator. */
  remove(): Promise<void>;
}

/**
 * Plugs a virtual security key into the page's browser through the DevTools protocol. It verifies the
 * user and simulates the touch itself, so no prompt waits for a person.
 */
export async function addSecurityKey(page: Page): Promise<VirtualSecurityKey> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('WebAuthn.enable');
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    async credentialCount() {
      const { credentials } = await session.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials.length;
    },
    async remove() {
      await session.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    },
  };
}
