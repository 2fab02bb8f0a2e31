import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

// Limits on what attackers would repeat: guessing passwords, making accounts, sending reset
// mails. In memory by default; shared by every app node through Redis when REDIS_URL is set, so
// a limit cannot be dodged by landing on another node.

/** The address a request is about, from its body or its query (the reset link's check). */
const bodyUser = (request: FastifyRequest): string => {
  const body = request.body as { user?: unknown } | undefined;
  const query = request.query as { user?: unknown } | undefined;
  const user = body?.user ?? query?.user;
  return typeof user === 'string' ? user.trim().toLowerCase() : '';
};

export const authRateLimits = {
  /** 5 attempts a minute for one address from one client; the 6th is refused. */
  login: {
    max: 5,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `login:${request.ip}:${bodyUser(request)}`,
  },
  signup: { max: 30, timeWindow: '10 minutes' },
  recoverPassword: {
    max: 5,
    timeWindow: '15 minutes',
    keyGenerator: (request: FastifyRequest) => `recover:${request.ip}:${bodyUser(request)}`,
  },
  /** Reset links are long random tokens: the limit stops hammering, per client and address. */
  restorePassword: {
    max: 10,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `restore:${request.ip}:${bodyUser(request)}`,
  },
  contact: { max: 5, timeWindow: '10 minutes' },
  /** Verification links are long random tokens: as reset links, against hammering. */
  verifyEmail: { max: 10, timeWindow: '1 minute' },
  /**
   * Each sends a mail: 3 per 15 minutes from one client, whatever its session (a new login
   * would give a new one).
   */
  resendVerification: {
    max: 3,
    timeWindow: '15 minutes',
    keyGenerator: (request: FastifyRequest) => `resend-verification:${request.ip}`,
  },
};

export async function registerRateLimits(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    // After the body is parsed, so a limit can be keyed by the address tried.
    hook: 'preHandler',
    ...(redis ? { redis, nameSpace: 'sillage-rl:' } : {}),
    // If Redis is unreachable, serve rather than refuse everyone.
    skipOnError: true,
  });
}
