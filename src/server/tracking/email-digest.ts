/**
 * What the shop keeps to check who asks about an order: a salted SHA-256 of the e-mail address,
 * never the address. The portal's sales carry no e-mail (PORTAL.md), so order tracking compares the
 * shopper's address with this. Addresses are compared without regard to case or surrounding space.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export interface EmailDigest {
  salt: string;
  digest: string;
}

const normalise = (email: string) => email.trim().toLowerCase();
const hash = (salt: string, email: string) =>
  createHash('sha256')
    .update(`${salt}:${normalise(email)}`)
    .digest();

export function emailDigest(email: string, salt = randomBytes(16).toString('hex')): EmailDigest {
  return { salt, digest: hash(salt, email).toString('hex') };
}

/**
 * A digest to compare with when there is none, so a miss costs the same work as a wrong address.
 */
const NOTHING: EmailDigest = emailDigest('', 'no-record');

/**
 * Whether `email` is the address `stored` was made from; the same work whether or not there is a
 * record.
 */
export function emailMatches(stored: EmailDigest | null, email: string): boolean {
  const expected = Buffer.from((stored ?? NOTHING).digest, 'hex');
  const given = hash((stored ?? NOTHING).salt, email);
  return expected.length === given.length && timingSafeEqual(expected, given) && stored !== null;
}
