import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';

const period = 30;

function buildTotp(secretBase32: string, label: string, issuer: string) {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period,
  });
}

/** A new 160-bit secret with its otpauth:// URI and a QR code of it (SVG data URL). */
export async function createTotpEnrolment(label: string, issuer: string) {
  const secret = new Secret({ size: 20 }).base32;
  // otpauth percent-encodes issuer and label, so markup in either cannot leave the URI or reach the SVG.
  const uri = buildTotp(secret, label, issuer).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, uri, qrCode: `data:image/svg+xml;utf-8,${encodeURIComponent(svg)}` };
}

/** The time step a code belongs to if it matches within ±1 step of `now`, else null. */
export function matchTotpTimeStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = buildTotp(secretBase32, 'check', 'SkillSwap').validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / period) + delta;
}
