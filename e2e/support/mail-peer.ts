/**
 * Where the journeys' SMTP peer listens (e2e/support/mail-peer-server.ts): beside the E2E servers' own ports,
 * so runs on different E2E_PORTs do not share a mailbox.
 */
const basePort = Number(process.env.E2E_PORT ?? 4310);

export const mailPeerE2e = {
  smtpPort: basePort + 4,
  httpPort: basePort + 5,
};
