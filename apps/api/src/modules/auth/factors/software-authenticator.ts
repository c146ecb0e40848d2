import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// A minimal WebAuthn authenticator for tests: "none" attestation, ES256 key, CBOR written by hand.
type CborValue =
  number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue> | { [key: string]: CborValue };

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

function encodeCbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(encodeCbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    cborHead(5, entries.length),
    ...entries.flatMap(([key, item]) => [encodeCbor(key), encodeCbor(item)]),
  ]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

export interface ClientOverrides {
  origin?: string;
  rpId?: string;
  challenge?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicJwk = pair.publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  get id() {
    return b64url(this.credentialId);
  }

  private clientData(type: string, challenge: string, overrides: ClientOverrides) {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: overrides.challenge ?? challenge,
        origin: overrides.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  private authData(flags: number, overrides: ClientOverrides, attested?: Buffer) {
    this.counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([
      sha256(overrides.rpId ?? this.rpId),
      Buffer.from([flags]),
      count,
      attested ?? Buffer.alloc(0),
    ]);
  }

  /** The browser's answer to navigator.credentials.create() for these options. */
  register(options: { challenge: string }, overrides: ClientOverrides = {}) {
    const coseKey = new Map<CborValue, CborValue>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, encodeCbor(coseKey)]);
    const authData = this.authData(0x01 | 0x04 | 0x40, overrides, attested);
    const attestationObject = encodeCbor({ fmt: 'none', attStmt: {}, authData });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, overrides)),
        attestationObject: b64url(attestationObject),
        transports: ['usb'],
      },
      clientExtensionResults: {},
    };
  }

  /** The browser's answer to navigator.credentials.get() for these options. */
  authenticate(options: { challenge: string }, overrides: ClientOverrides = {}) {
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides);
    const authenticatorData = this.authData(0x01 | 0x04, overrides);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
    };
  }
}
