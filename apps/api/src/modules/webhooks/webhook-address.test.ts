import { describe, expect, it } from 'vitest';
import { addressPolicyOf, refuseWebhookUrl } from './webhook-address.ts';

// T70: where a webhook may be sent, by configuration. No database: the rules read the address only.
describe('webhook addresses (SSRF)', () => {
  const production = addressPolicyOf({ NODE_ENV: 'production' });
  const productionWithLoopback = addressPolicyOf({ NODE_ENV: 'production', WEBHOOK_ALLOW_LOOPBACK: 'true' });
  const development = addressPolicyOf({ NODE_ENV: 'development' });

  it('refuses loopback in production unless the configuration allows it, and plain http there always', async () => {
    expect((await refuseWebhookUrl('https://127.0.0.1:8443/hooks', production))?.key).toBe(
      'webhooks.loopbackRefused',
    );
    expect((await refuseWebhookUrl('https://[::1]/hooks', production))?.key).toBe('webhooks.loopbackRefused');
    expect(await refuseWebhookUrl('https://127.0.0.1:8443/hooks', productionWithLoopback)).toBeNull();
    expect((await refuseWebhookUrl('http://127.0.0.1:8080/hooks', productionWithLoopback))?.key).toBe(
      'webhooks.useHttpsOutsideThisMachine',
    );
  });

  it('accepts plain http to loopback outside production only', async () => {
    expect(await refuseWebhookUrl('http://127.0.0.1:8080/hooks', development)).toBeNull();
    expect((await refuseWebhookUrl('http://203.0.113.7/hooks', development))?.key).toBe(
      'webhooks.useHttpsOutsideThisMachine',
    );
  });

  it('refuses private, link-local and mapped addresses everywhere', async () => {
    for (const url of [
      'https://10.0.0.8/',
      'https://172.20.1.1/',
      'https://192.168.1.1/',
      'https://169.254.169.254/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::ffff:10.0.0.1]/',
      'https://[fe80::1]/',
    ]) {
      expect((await refuseWebhookUrl(url, development))?.key, url).toBe('webhooks.privateRefused');
    }
    expect(await refuseWebhookUrl('https://203.0.113.7/hooks', production)).toBeNull();
  });
});
