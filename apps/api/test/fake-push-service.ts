import crypto from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A self-signed certificate for 127.0.0.1, made for this fake only (web-push speaks HTTPS alone).
 * Its key guards nothing: the agent below trusts this one certificate, and only in tests.
 */
const TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgzlFL81xsAMn2F3T+
U7gBs9yRzokLJ9PmJTRih6HssIuhRANCAAQ8VgO8G5G+wGIIy7RDEnzaVlqFryY5
yIb26yBe8G1oW1bqaS0Irfauvh3CqEs2odLroRK8Wo16sWWCGg41butv
-----END PRIVATE KEY-----
`;
const TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBkTCCATagAwIBAgIUU1HBtGbEwTWK/vqGXm8ki5Y0mVIwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNTAxMDQyMVoYDzIxMjYxMTAx
MDEwNDIxWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQ8VgO8G5G+wGIIy7RDEnzaVlqFryY5yIb26yBe8G1oW1bqaS0Irfau
vh3CqEs2odLroRK8Wo16sWWCGg41butvo2QwYjAdBgNVHQ4EFgQUWWoEyPyFhxCO
T/s/5z8DKKdMPhgwHwYDVR0jBBgwFoAUWWoEyPyFhxCOT/s/5z8DKKdMPhgwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0kAMEYC
IQCRNXZ6cVIV5Xl8gBS1g58sa+tZvqBU3TWddZGwylGzNAIhAMKCUFPNtkdPItIz
sA7UtmjKNsPEEKZAE0ymOsST0rku
-----END CERTIFICATE-----
`;

const b64url = (buf: Buffer) => buf.toString('base64url');

/** A push as the fake accepted it: the VAPID checks passed and the body decrypted. */
export type ReceivedPush = {
  endpoint: string;
  /** The decrypted JSON the service worker would get. */
  payload: Record<string, unknown>;
  urgency: string | undefined;
  ttl: number;
  /** The VAPID `sub` claim. */
  subject: string;
};

type Browser = { ecdh: crypto.ECDH; auth: Buffer };

/** The public key (uncompressed P-256 point, base64url) as a key object. */
function p256PublicKey(raw: Buffer): crypto.KeyObject {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  return crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
}

/**
 * Checks the VAPID header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by
 * that key, `aud` the push service's origin, `exp` in the future and within 24 hours, `sub` a
 * mailto: or https: address. Answers the claims, or throws saying what is wrong.
 */
function checkVapid(header: string | undefined, origin: string, expectKey: string | null) {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`authorization is not "vapid t=..., k=...": ${header}`);
  const [h, p, s] = m[1]!.split('.') as [string, string, string];
  const key = Buffer.from(m[2]!, 'base64url');
  if (expectKey !== null && m[2] !== expectKey) throw new Error('k is not the server public key');
  const jwtHeader = JSON.parse(Buffer.from(h, 'base64url').toString());
  if (jwtHeader.alg !== 'ES256') throw new Error(`alg is ${jwtHeader.alg}`);
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key: p256PublicKey(key), dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!signed) throw new Error('the JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) throw new Error(`exp ${claims.exp} is out of range`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`sub ${claims.sub} is not mailto: or https:`);
  return claims;
}

/** Decrypts an aes128gcm body (RFC 8188 and RFC 8291) with the browser's keys: one record. */
function decrypt(body: Buffer, browser: Browser): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, browser.auth, info, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('missing the last-record delimiter');
  return plain.subarray(0, end);
}

/**
 * A web push service on loopback (HTTPS): hands out browser-like subscriptions, checks every
 * push's VAPID authorization and encoding, decrypts it, and answers 201, or 404/410 for
 * endpoints told to. A push that fails a check is answered 403 and listed in `problems`.
 */
export async function startFakePushService() {
  const browsers = new Map<string, Browser>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  let expectKey: string | null = null;
  let origin = '';

  const server = https.createServer({ key: TLS_KEY, cert: TLS_CERT }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = origin + (req.url ?? '');
      try {
        const browser = browsers.get(endpoint);
        if (req.method !== 'POST' || !browser) throw new Error(`unknown endpoint ${req.method} ${endpoint}`);
        const claims = checkVapid(req.headers.authorization, origin, expectKey);
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding is ${req.headers['content-encoding']}`);
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL is ${req.headers.ttl}`);
        const status = answers.get(endpoint) ?? 201;
        if (status === 201) {
          const payload = JSON.parse(decrypt(Buffer.concat(chunks), browser).toString('utf8'));
          received.push({
            endpoint,
            payload,
            urgency: req.headers.urgency as string | undefined,
            ttl,
            subject: claims.sub,
          });
        }
        res.writeHead(status).end();
      } catch (err) {
        problems.push(err instanceof Error ? err.message : String(err));
        res.writeHead(403).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** Give this to `deps.pushAgent`: it trusts the fake's certificate (and nothing else). */
    agent: new https.Agent({ ca: TLS_CERT }),
    received,
    problems,
    /** Every push must carry this VAPID public key (base64url). */
    expectKey(key: string) {
      expectKey = key;
    },
    /** A new browser's subscription, as `PushSubscription.toJSON()` gives it. */
    subscription() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const endpoint = `${origin}/push/${crypto.randomBytes(12).toString('hex')}`;
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    /** From now on, answer pushes to this endpoint with this status (404 or 410: gone; 500: down). */
    answer(endpoint: string, status: number) {
      answers.set(endpoint, status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
