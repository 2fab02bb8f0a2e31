import { describe, expect, it, vi } from 'vitest';
import { createMemoryAttemptStore } from './login-attempt-store';
import {
  accountKeyOf,
  clientKeyOf,
  createLoginThrottle,
  loginLimits,
  TooManyAttempts,
} from './login-throttle';

// The rules of the login throttle on the in-memory store, with a clock the test moves; the API
// tests (routes/login-throttle.test.ts) and the Redis suite (login-throttle.pg.test.ts) show the
// same rules through the app.

function clockAt(iso: string) {
  let now = new Date(iso);
  return {
    now: () => now,
    move: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)),
  };
}

async function refusal(attempt: Promise<unknown>): Promise<number | 'allowed'> {
  try {
    await attempt;
    return 'allowed';
  } catch (error) {
    if (error instanceof TooManyAttempts) return error.retryAfterSeconds;
    throw error;
  }
}

describe('login throttle', () => {
  it('refuses a client after 20 failures within 15 minutes, until the window ends', async () => {
    const clock = clockAt('2026-01-01T00:00:00Z');
    const throttle = createLoginThrottle({ now: clock.now });
    for (let i = 0; i < loginLimits.clientFailures; i++) {
      expect(await refusal(throttle.begin('203.0.113.9', `a${i}@example.com`))).toBe('allowed');
    }
    clock.move(60);
    expect(await refusal(throttle.begin('203.0.113.9', 'z@example.com'))).toBe(14 * 60);
    expect(await refusal(throttle.begin('203.0.113.10', 'z@example.com'))).toBe('allowed');
    clock.move(14 * 60);
    expect(await refusal(throttle.begin('203.0.113.9', 'z@example.com'))).toBe('allowed');
  });

  it('does not count a client’s successful logins against it', async () => {
    const throttle = createLoginThrottle({ now: clockAt('2026-01-01T00:00:00Z').now });
    for (let i = 0; i < 3 * loginLimits.clientFailures; i++) {
      await (await throttle.begin('203.0.113.9', `ok${i}@example.com`)).succeeded();
    }
    expect(await refusal(throttle.begin('203.0.113.9', 'next@example.com'))).toBe('allowed');
  });

  it('backs an account off after 5 failures: 1, 2, 4, 8 then 15 minutes at most', async () => {
    const clock = clockAt('2026-01-01T00:00:00Z');
    const throttle = createLoginThrottle({ now: clock.now });
    const waits: (number | 'allowed')[] = [];
    for (let i = 0; i < 10; i++) {
      const wait = await refusal(throttle.begin(`192.0.2.${i}`, 'Victim@Example.com'));
      waits.push(wait);
      if (wait !== 'allowed') {
        clock.move(wait);
        expect(await refusal(throttle.begin(`192.0.2.${100 + i}`, 'victim@example.com'))).toBe(
          'allowed',
        );
      }
    }
    expect(waits).toEqual([
      'allowed',
      'allowed',
      'allowed',
      'allowed',
      'allowed',
      60,
      120,
      240,
      480,
      900,
    ]);
    // Forgotten an hour after the last failure.
    clock.move(3600);
    expect(await refusal(throttle.begin('192.0.2.200', 'victim@example.com'))).toBe('allowed');
  });

  it('keys clients by address, an IPv6 client by its /64, and accounts by a hash', () => {
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe(clientKeyOf('203.0.113.7'));
    expect(clientKeyOf('2001:db8:1:2::5')).toBe(clientKeyOf('2001:0db8:0001:0002:ffff::1'));
    expect(clientKeyOf('2001:db8:1:3::5')).not.toBe(clientKeyOf('2001:db8:1:2::5'));
    expect(clientKeyOf('::1')).not.toBe(clientKeyOf('::2:0:0:0:1'));
    expect(accountKeyOf(' Ana@Example.com')).toBe(accountKeyOf('ana@example.com'));
    expect(accountKeyOf('ana@example.com')).not.toContain('ana');
    expect(accountKeyOf('ana@example.com')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps memory bounded: entries expire, and the oldest go past the cap', async () => {
    const clock = clockAt('2026-01-01T00:00:00Z');
    const store = createMemoryAttemptStore({
      rules: loginLimits,
      now: clock.now,
      maxEntries: 100,
    });
    for (let i = 0; i < 1000; i++) await store.begin(`client:${i}`, `account:${i}`, `lock:${i}`);
    expect(store.size()).toBeLessThanOrEqual(100);
    clock.move(2 * 3600);
    await store.begin('client:x', 'account:x', 'lock:x');
    expect(store.size()).toBeLessThanOrEqual(3);
  });

  it('lets logins through when Redis does not answer, and says so once', async () => {
    const warn = vi.fn();
    const throttle = createLoginThrottle({ redisUrl: 'redis://127.0.0.1:9' });
    throttle.reportFaultsTo({ warn, info: vi.fn() });
    try {
      for (let i = 0; i < 3; i++) {
        const attempt = await throttle.begin('203.0.113.9', 'someone@example.com');
        await attempt.succeeded();
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(warn.mock.calls)).not.toContain('someone');
    } finally {
      await throttle.close();
    }
  });
});
