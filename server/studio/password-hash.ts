import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Studio passwords are stored as `scrypt.<salt hex>.<key hex>` (no ":" or "," in it, so a hash
 * fits in a `name:role:hash` entry of STUDIO_USERS). Node's scrypt with its default cost (N=16384).
 */
const KEY_LENGTH = 32;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, options: ScryptOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `${PREFIX}.${salt.toString('hex')}.${key.toString('hex')}`;
}

export const isPasswordHash = (value: string) => /^scrypt\.[0-9a-f]{32}\.[0-9a-f]{64}$/.test(value);

/** Constant-time comparison; a malformed hash never matches. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (!isPasswordHash(hash)) return false;
  const [, saltHex = '', keyHex = ''] = hash.split('.');
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await derive(password, Buffer.from(saltHex, 'hex'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
