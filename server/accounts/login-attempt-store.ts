import { Redis } from 'ioredis';

// Where the login throttle counts: in this process's memory, or in Redis so that every app node
// counts the same attempts. Both do one thing atomically (check, then count), so that a burst of
// parallel attempts cannot all pass the check before any of them is counted.

/** The numbers the throttle applies (login-throttle.ts names them). */
export interface AttemptRules {
  clientFailures: number;
  clientWindowMs: number;
  accountFreeFailures: number;
  accountFirstWaitMs: number;
  accountMaxWaitMs: number;
  accountMemoryMs: number;
}

export interface AttemptStore {
  /**
   * 0 when the attempt may go on, counted as a failure of the client and of the account from now
   * (succeeded() takes it back); otherwise the milliseconds to wait, and nothing is counted.
   */
  begin(clientKey: string, accountKey: string, lockKey: string): Promise<number>;
  succeeded(clientKey: string, accountKey: string, lockKey: string): Promise<void>;
  close(): Promise<void>;
}

/** How long an account waits after its nth failure in a row (n from 1). */
export function accountWait(rules: AttemptRules, failures: number): number {
  if (failures < rules.accountFreeFailures) return 0;
  const doublings = Math.min(failures - rules.accountFreeFailures, 30);
  return Math.min(rules.accountFirstWaitMs * 2 ** doublings, rules.accountMaxWaitMs);
}

interface Entry {
  count: number;
  expiresAt: number;
}

/**
 * One map of counters and locks, each with its end. Expired entries are swept when the map
 * passes its cap, and if it is still full the oldest go: a flood of made-up addresses costs a
 * bounded amount of memory (and at worst forgets the oldest counts, never refuses more).
 */
export function createMemoryAttemptStore(options: {
  rules: AttemptRules;
  now?: () => Date;
  maxEntries?: number;
}): AttemptStore & { size(): number } {
  const now = () => (options.now ? options.now().getTime() : Date.now());
  const maxEntries = options.maxEntries ?? 100_000;
  const entries = new Map<string, Entry>();
  const { rules } = options;

  const live = (key: string, at: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= at) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const put = (key: string, entry: Entry, at: number) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size <= maxEntries) return;
    for (const [k, e] of entries) if (e.expiresAt <= at) entries.delete(k);
    for (const k of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(k);
    }
  };

  return {
    async begin(clientKey, accountKey, lockKey) {
      const at = now();
      const client = live(clientKey, at);
      const lock = live(lockKey, at);
      const wait = Math.max(
        client && client.count >= rules.clientFailures ? client.expiresAt - at : 0,
        lock ? lock.expiresAt - at : 0,
      );
      if (wait > 0) return wait;
      if (client) client.count++;
      else put(clientKey, { count: 1, expiresAt: at + rules.clientWindowMs }, at);
      const failures = (live(accountKey, at)?.count ?? 0) + 1;
      put(accountKey, { count: failures, expiresAt: at + rules.accountMemoryMs }, at);
      const locked = accountWait(rules, failures);
      if (locked > 0) put(lockKey, { count: 1, expiresAt: at + locked }, at);
      return 0;
    },
    async succeeded(clientKey, accountKey, lockKey) {
      entries.delete(accountKey);
      entries.delete(lockKey);
      const client = live(clientKey, now());
      if (client && client.count > 0) client.count--;
    },
    async close() {
      entries.clear();
    },
    size: () => entries.size,
  };
}

// The same steps as the memory store, run by Redis as one script so two nodes cannot interleave.
// KEYS: client counter, account counter, account lock. ARGV: the rules, in AttemptRules' order.
// The three keys are not in one hash slot: one Redis, not a cluster (as the rate limits).
const beginScript = `
local wait = 0
local client = tonumber(redis.call('GET', KEYS[1]) or '0')
if client >= tonumber(ARGV[1]) then wait = redis.call('PTTL', KEYS[1]) end
local lock = redis.call('PTTL', KEYS[3])
if lock > wait then wait = lock end
if wait > 0 then return wait end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local failures = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
local free = tonumber(ARGV[3])
if failures >= free then
  local wait = tonumber(ARGV[4]) * 2 ^ math.min(failures - free, 30)
  redis.call('SET', KEYS[3], '1', 'PX', math.floor(math.min(wait, tonumber(ARGV[5]))))
end
return 0
`;

const succeededScript = `
redis.call('DEL', KEYS[2], KEYS[3])
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

type ScriptedRedis = Redis & {
  loginBegin(a: string, b: string, c: string, ...rules: number[]): Promise<number>;
  loginSucceeded(a: string, b: string, c: string): Promise<number>;
};

export function createRedisAttemptStore(redisUrl: string, rules: AttemptRules): AttemptStore {
  // As the rate limits' client: a short connect time and one retry, so that a Redis that is down
  // costs a login a moment rather than a hang; and a time limit on each command.
  const redis = new Redis(redisUrl, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  }) as ScriptedRedis;
  // Errors reach the throttle through each command; without a listener ioredis prints them.
  redis.on('error', () => {});
  redis.defineCommand('loginBegin', { numberOfKeys: 3, lua: beginScript });
  redis.defineCommand('loginSucceeded', { numberOfKeys: 3, lua: succeededScript });
  const ruleArgs = [
    rules.clientFailures,
    rules.clientWindowMs,
    rules.accountFreeFailures,
    rules.accountFirstWaitMs,
    rules.accountMaxWaitMs,
    rules.accountMemoryMs,
  ];
  return {
    begin: async (clientKey, accountKey, lockKey) =>
      Number(await redis.loginBegin(clientKey, accountKey, lockKey, ...ruleArgs)),
    succeeded: async (clientKey, accountKey, lockKey) =>
      void (await redis.loginSucceeded(clientKey, accountKey, lockKey)),
    close: async () => redis.disconnect(),
  };
}
