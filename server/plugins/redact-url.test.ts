import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides the token of a reset link and keeps the rest readable', () => {
    expect(redactUrl('/change-password?token=abc123&user=ana%40example.com')).toBe(
      '/change-password?token=***&user=ana%40example.com',
    );
    expect(redactUrl('/api/user/restorePwd/check?user=a&token=zz&lang=fr')).not.toContain('zz');
  });

  it('hides the code and state a provider sends back to a social sign-in callback', () => {
    const logged = redactUrl('/api/auth/google/callback?code=4%2F0Ab-secret&state=st4te&iss=x');
    expect(logged).toBe('/api/auth/google/callback?code=***&state=***&iss=x');
  });

  it('leaves addresses without secrets as they are', () => {
    expect(redactUrl('/explore/by-name?query=rose&lang=fr')).toBe(
      '/explore/by-name?query=rose&lang=fr',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
