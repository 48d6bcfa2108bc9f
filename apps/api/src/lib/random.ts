import crypto from 'node:crypto';

/** A 6-digit code from the cryptographic source, zero-padded. */
export const sixDigitCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

/** 256 random bits, URL-safe. */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export const hmac = (secret: string, value: string) =>
  crypto.createHmac('sha256', secret).update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}
