import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides the token and the e-mail address of a reset link and keeps the rest readable', () => {
    expect(redactUrl('/change-password?token=abc123&user=ana%40example.com')).toBe(
      '/change-password?token=***&user=***',
    );
    const check = redactUrl('/api/user/restorePwd/check?user=ana%40example.com&token=zz&lang=fr');
    expect(check).toBe('/api/user/restorePwd/check?user=***&token=***&lang=fr');
  });

  it('hides an e-mail address wherever it is in the query, under any name', () => {
    for (const url of [
      '/login?email=ana@example.com',
      '/explore/by-name?query=ana%40example.com',
      '/explore/by-name?q=ANA%2540EXAMPLE.COM',
    ]) {
      const logged = redactUrl(url);
      expect(logged, url).not.toMatch(/ana|example\.com/i);
    }
    expect(redactUrl('/explore/by-name?query=rose@dusk')).toBe('/explore/by-name?query=rose@dusk');
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
