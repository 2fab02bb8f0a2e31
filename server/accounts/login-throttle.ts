import { createHash } from 'node:crypto';
import net from 'node:net';
import {
  createMemoryAttemptStore,
  createRedisAttemptStore,
  type AttemptRules,
  type AttemptStore,
} from './login-attempt-store';

// Failed password checks, limited beyond the rate limit of 5 a minute per client and address
// (plugins/rate-limits.ts), which one client trying one password on many accounts never meets:
// - a client (an IP address; an IPv6 client by its /64, which one subscriber usually holds) is
//   refused for the rest of a 15-minute window once 20 of its attempts in it failed;
// - an account, from whatever addresses, waits after its 5th failure in a row: 1 minute, then
//   2, 4, 8 and at most 15. The cap keeps a stranger from locking the owner out for longer than
//   that per failed guess; a success forgets the failures, and so does an hour without one.
// Every address submitted is counted, whether or not it has an account, under the hash of its
// normalised form: the answers and their timing say nothing about who is registered.

export const loginLimits: AttemptRules = {
  clientFailures: 20,
  clientWindowMs: 15 * 60_000,
  accountFreeFailures: 5,
  accountFirstWaitMs: 60_000,
  accountMaxWaitMs: 15 * 60_000,
  accountMemoryMs: 60 * 60_000,
};

/** Thrown before any password is checked; answered 429 with Retry-After (plugins/errors.ts). */
export class TooManyAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many failed login attempts.');
  }
}

/** The eight groups of an IPv6 address, without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const split = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => parseInt(g, 16).toString(16));
}

/** Who is counted as one client: the IPv4 address, or the IPv6 address's /64. */
export function clientKeyOf(ip: string): string {
  let address = ip.trim().toLowerCase();
  if (address.startsWith('::ffff:') && net.isIPv4(address.slice(7))) address = address.slice(7);
  if (!net.isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** An account as counted: a hash of the address as typed, trimmed and in lower case. */
export function accountKeyOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

export interface ThrottleLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface LoginAttempt {
  /** The password was right: the attempt was no failure, and the account's failures are over. */
  succeeded(): Promise<void>;
}

export interface LoginThrottle {
  /** Throws TooManyAttempts, or counts the attempt as failed until told it succeeded. */
  begin(clientIp: string, email: string): Promise<LoginAttempt>;
  /** Where an unreachable Redis is reported (the app's logger once it exists). */
  reportFaultsTo(log: ThrottleLog): void;
  close(): Promise<void>;
}

const NAMESPACE = 'sillage-login:';

// Before the app's logger exists, a fault is still one JSON line on standard error.
const startupLog: ThrottleLog = {
  warn: (details, msg) => console.error(JSON.stringify({ level: 40, ...details, msg })),
  info: () => {},
};

export function createLoginThrottle(
  options: { redisUrl?: string; now?: () => Date; rules?: AttemptRules } = {},
): LoginThrottle {
  const rules = options.rules ?? loginLimits;
  const store: AttemptStore = options.redisUrl
    ? createRedisAttemptStore(options.redisUrl, rules)
    : createMemoryAttemptStore({ rules, now: options.now });
  let log = startupLog;
  let unavailable = false;

  // Redis down: logins go on uncounted, as the rate limits do (skipOnError). Refusing every login
  // instead would let one failed cache lock every visitor out of the site; meanwhile the Argon2id
  // hash still makes each guess slow, and the outage is logged once (and once when Redis is back)
  // for the operator to mend.
  const fault = (error: unknown) => {
    if (unavailable) return;
    unavailable = true;
    const reason = error instanceof Error ? error.message : String(error);
    log.warn({ reason }, 'login throttle: Redis unavailable, failed logins are not counted');
  };
  const answered = () => {
    if (!unavailable) return;
    unavailable = false;
    log.info({}, 'login throttle: Redis answers again');
  };

  return {
    async begin(clientIp, email) {
      const account = accountKeyOf(email);
      const keys = [
        `${NAMESPACE}client:${clientKeyOf(clientIp)}`,
        `${NAMESPACE}failures:${account}`,
        `${NAMESPACE}wait:${account}`,
      ] as const;
      let wait: number;
      try {
        wait = await store.begin(...keys);
        answered();
      } catch (error) {
        fault(error);
        return { succeeded: async () => {} };
      }
      if (wait > 0) throw new TooManyAttempts(Math.ceil(wait / 1000));
      return {
        async succeeded() {
          try {
            await store.succeeded(...keys);
          } catch (error) {
            fault(error);
          }
        },
      };
    },
    reportFaultsTo(next) {
      log = next;
    },
    close: () => store.close(),
  };
}
