import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides the token of a reset link and keeps the rest readable', () => {
    expect(redactUrl('/change-password?token=abc123&user=ana%40example.com')).toBe(
      '/change-password?token=***&user=ana%40example.com',
    );
    expect(redactUrl('/api/user/restorePwd/check?user=a&token=zz&lang=fr')).not.toContain('zz');
  });

  it('leaves addresses without secrets as they are', () => {
    expect(redactUrl('/explore/by-name?query=rose&lang=fr')).toBe(
      '/explore/by-name?query=rose&lang=fr',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
