import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SocialProvider } from '../db/user-repository';

// A social sign-in under way: what the callback needs to finish it (the state it must see come
// back, the PKCE verifier, the OpenID nonce, the remember-me choice). It travels in a short-lived
// httpOnly cookie rather than in the database, so any app node can finish a sign-in another node
// started and nothing is left behind when a visitor abandons one (ADR 026). The cookie is signed
// with a key derived from the provider's client secret, which every node already shares.

/** How long a visitor has to sign in at the provider and come back. */
export const SOCIAL_FLOW_MS = 10 * 60 * 1000;

export interface PendingSignIn {
  provider: SocialProvider;
  state: string;
  codeVerifier: string;
  /** OpenID Connect only. */
  nonce?: string;
  remember: boolean;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const signingKey = (clientSecret: string) =>
  createHash('sha256').update('sillage social sign-in flow\0').update(clientSecret).digest();

const sign = (payload: string, clientSecret: string) =>
  createHmac('sha256', signingKey(clientSecret)).update(payload).digest('base64url');

/** The cookie value: the flow as base64url JSON, a dot, and its HMAC-SHA256. */
export function sealFlow(flow: PendingSignIn, clientSecret: string): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${payload}.${sign(payload, clientSecret)}`;
}

/** The flow of a cookie value, if it is intact, for this provider, and not expired. */
export function openFlow(
  value: string | undefined,
  provider: SocialProvider,
  clientSecret: string,
  now: number,
): PendingSignIn | undefined {
  if (!value) return undefined;
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  if (!sameText(signature, sign(payload, clientSecret))) return undefined;
  let flow: Partial<PendingSignIn>;
  try {
    flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<PendingSignIn>;
  } catch {
    return undefined;
  }
  if (
    flow.provider !== provider ||
    typeof flow.state !== 'string' ||
    typeof flow.codeVerifier !== 'string' ||
    (flow.nonce !== undefined && typeof flow.nonce !== 'string') ||
    typeof flow.expiresAt !== 'number' ||
    flow.expiresAt <= now
  ) {
    return undefined;
  }
  return {
    provider,
    state: flow.state,
    codeVerifier: flow.codeVerifier,
    ...(flow.nonce !== undefined ? { nonce: flow.nonce } : {}),
    remember: flow.remember === true,
    expiresAt: flow.expiresAt,
  };
}

/** Compares two texts in a time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
