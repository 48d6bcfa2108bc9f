import argon2 from 'argon2';

/** OWASP's recommended argon2id settings: 19 MiB, 2 passes, 1 lane. */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

/** A hash checked when the account is unknown, so both paths take the same time. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= argon2.hash('decoy-password-never-matches', options);
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
