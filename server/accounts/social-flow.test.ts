import { describe, expect, it } from 'vitest';
import { openFlow, sealFlow, type PendingSignIn } from './social-flow';

describe('the pending social sign-in cookie', () => {
  const flow: PendingSignIn = {
    provider: 'google',
    state: 'state-1',
    codeVerifier: 'verifier-1',
    nonce: 'nonce-1',
    remember: true,
    expiresAt: 1_000_000,
  };
  const sealed = sealFlow(flow, 'client-secret');

  it('opens for its provider before it expires', () => {
    expect(openFlow(sealed, 'google', 'client-secret', 999_999)).toEqual(flow);
  });

  it('does not open once expired, for another provider, or under another secret', () => {
    expect(openFlow(sealed, 'google', 'client-secret', 1_000_000)).toBeUndefined();
    expect(openFlow(sealed, 'facebook', 'client-secret', 0)).toBeUndefined();
    expect(openFlow(sealed, 'google', 'another-secret', 0)).toBeUndefined();
  });

  it('does not open when altered: a longer life or another state is refused', () => {
    const [, signature] = sealed.split('.');
    const forged = Buffer.from(JSON.stringify({ ...flow, expiresAt: 9e15 })).toString('base64url');
    expect(openFlow(`${forged}.${signature}`, 'google', 'client-secret', 0)).toBeUndefined();
    expect(openFlow(`${sealed}.extra`, 'google', 'client-secret', 0)).toBeUndefined();
    expect(openFlow('not a cookie', 'google', 'client-secret', 0)).toBeUndefined();
    expect(openFlow(undefined, 'google', 'client-secret', 0)).toBeUndefined();
  });
});
