import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Passwords are hashed with Argon2id (the library's defaults: 19 MiB, 2 passes, the OWASP
// minimum); session and reset tokens are 256 random bits, and only their SHA-256 is stored, which
// is enough for a value that cannot be guessed.

export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');
