import crypto from 'node:crypto';
import { STAFF_ID_ALPHABET } from '@estatehub/shared';

/** `ST-` and six characters drawn from the cryptographic source over the look-alike-free alphabet. */
export function newStaffId(): string {
  let id = 'ST-';
  for (let i = 0; i < 6; i++) id += STAFF_ID_ALPHABET[crypto.randomInt(STAFF_ID_ALPHABET.length)];
  return id;
}
