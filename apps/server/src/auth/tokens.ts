import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A verification code of `length` random digits. */
export function randomDigits(length = 6): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}
