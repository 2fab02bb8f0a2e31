import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { defaultCompanyDetails } from '../common/domain/company';
import { ANALYTICS_APP_ID, DEFAULT_HOST_ID } from '../common/domain/constants';
import { siteOriginOf } from './lib/site-origin';

// Every setting comes from the environment and is checked here, at start, so that a wrong value
// stops the process with a sentence naming the variable instead of failing later.

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const port = (fallback: number) =>
  z
    .string()
    .trim()
    .default(String(fallback))
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535, {
      message: 'must be a whole number between 1 and 65535',
    })
    .transform(Number);

const optionalPort = optionalText
  .refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535), {
    message: 'must be a whole number between 1 and 65535, or empty for none',
  })
  .transform((v) => (v === undefined ? undefined : Number(v)));

const seconds = (fallback: string, message: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((v) => /^\d+$/.test(v), { message })
    .transform(Number);

const url = (protocols: string[], example: string) =>
  optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL such as ${example}` },
  );

/** Loopback addresses: plain http to them never leaves the machine (a provider started for tests). */
export function isLoopbackUrl(value: string): boolean {
  const host = new URL(value).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

// An identity provider's address: https, or http on this machine only (a stand-in provider in
// tests), because tokens and codes travel over it.
const providerUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine(
      (v) => {
        try {
          const protocol = new URL(v).protocol;
          return protocol === 'https:' || (protocol === 'http:' && isLoopbackUrl(v));
        } catch {
          return false;
        }
      },
      { message: `must be an https URL such as ${fallback} (plain http only on 127.0.0.1)` },
    );

const isEmailAddress = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/** Where contact messages go when CONTACT_TO is not set. */
export const DEFAULT_CONTACT_TO = 'contact@sillage.example';

const requiredText = (fallback: string) =>
  z.string().trim().min(1, 'must not be empty').default(fallback);

/** The real providers' endpoints (Facebook's Graph API version is part of its addresses). */
export const socialProviderDefaults = {
  GOOGLE_ISSUER_URL: 'https://accounts.google.com',
  FACEBOOK_AUTHORIZATION_URL: 'https://www.facebook.com/v23.0/dialog/oauth',
  FACEBOOK_TOKEN_URL: 'https://graph.facebook.com/v23.0/oauth/access_token',
  FACEBOOK_PROFILE_URL: 'https://graph.facebook.com/v23.0/me',
} as const;

const envSchema = z.object({
  PORT: port(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user@127.0.0.1:5432/sillage'),
  PUBLIC_URL: url(['http:', 'https:'], 'https://sillage.example'),
  // Which proxies may say who the client is (X-Forwarded-For, -Proto, -Host): none by default.
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .refine((v) => parseTrustProxy(v) !== null, {
      message:
        'must be the number of proxies in front of the server (such as 1) or their addresses (such as 10.0.0.1,10.0.0.0/8), or empty for none',
    })
    .transform((v) => parseTrustProxy(v)!),
  HOST_ID: z
    .string()
    .trim()
    .default(String(DEFAULT_HOST_ID))
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1, {
      message: 'must be a positive whole number',
    })
    .transform(Number),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SOCIAL_URL: url(['http:', 'https:'], 'https://www.instagram.com/your-account'),
  CATALOG_DIR: z.string().trim().min(1).default('./catalog'),
  CATALOG_RELOAD_SECONDS: z
    .string()
    .trim()
    .default('10')
    .refine((v) => /^\d+$/.test(v), {
      message: 'must be a whole number of seconds (0 turns it off)',
    })
    .transform(Number),
  // On SIGTERM a node answers not-ready at once and keeps serving for SHUTDOWN_NOTICE_SECONDS, so
  // that the load balancer's readiness checks take it out, then stops accepting connections and
  // gives the requests in flight SHUTDOWN_GRACE_SECONDS to finish before it closes its pools.
  SHUTDOWN_NOTICE_SECONDS: seconds(
    '5',
    'must be a whole number of seconds (0: stop accepting at once)',
  ),
  SHUTDOWN_GRACE_SECONDS: seconds('10', 'must be a whole number of seconds'),
  // Prometheus metrics: /metrics on the site's port with METRICS=on, or on a port of their own
  // (METRICS_PORT), which a firewall keeps private more easily. Off otherwise.
  METRICS: z.enum(['on', 'off'], { message: 'must be on or off' }).default('off'),
  METRICS_PORT: optionalPort,
  // Each node waits a random delay under this before loading a new catalog version, so that the
  // nodes noticing one import do not all rebuild at the same moment.
  CATALOG_RELOAD_STAGGER_SECONDS: z
    .string()
    .trim()
    .default('5')
    .refine((v) => /^\d+$/.test(v), {
      message: 'must be a whole number of seconds (0: reload as soon as noticed)',
    })
    .transform(Number),
  // Mail: SMTP when SMTP_URL is set, otherwise messages are written to DATA_DIR/outbox.
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtp://user:password@smtp.example.com:587'),
  MAIL_FROM: optionalText,
  // Rate limits are shared by every app node through Redis when set, else kept in memory.
  REDIS_URL: url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  // Social sign-in: each provider is offered only when both of its values are set.
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  // Where the providers answer: their real addresses unless a stand-in is wanted (tests, staging).
  GOOGLE_ISSUER_URL: providerUrl(socialProviderDefaults.GOOGLE_ISSUER_URL),
  FACEBOOK_AUTHORIZATION_URL: providerUrl(socialProviderDefaults.FACEBOOK_AUTHORIZATION_URL),
  FACEBOOK_TOKEN_URL: providerUrl(socialProviderDefaults.FACEBOOK_TOKEN_URL),
  FACEBOOK_PROFILE_URL: providerUrl(socialProviderDefaults.FACEBOOK_PROFILE_URL),
  // Who runs the site, as the legal texts name it (controller, registered address, privacy contact).
  COMPANY_NAME: requiredText(defaultCompanyDetails.company),
  COMPANY_ADDRESS: requiredText(defaultCompanyDetails.address),
  PRIVACY_EMAIL: requiredText(defaultCompanyDetails.privacyEmail).refine(isEmailAddress, {
    message: 'must be an e-mail address such as privacy@your-company.example',
  }),
  // Where the contact form's messages are mailed (each is also kept in the database).
  CONTACT_TO: requiredText(DEFAULT_CONTACT_TO).refine(isEmailAddress, {
    message: 'must be an e-mail address such as contact@your-company.example',
  }),
  // App ids the analytics endpoint accepts besides the site's own (wikiperfum2), comma-separated:
  // an operator's other front ends posting to the same endpoint.
  ANALYTICS_APP_IDS: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^[\w.-]{1,50}(,[\w.-]{1,50})*$/.test(v), {
      message: 'must be app ids separated by commas, such as partner-app,kiosk',
    })
    .transform((v) => [ANALYTICS_APP_ID, ...(v ? v.split(',') : [])]),
});

export type Config = z.infer<typeof envSchema> & {
  /** Absolute data folder. */
  dataDir: string;
  /** The SQLite file, when DATABASE_URL is not set. */
  sqliteFile: string;
  catalogDir: string;
  /** Where the site's links point: PUBLIC_URL, else the address listened on (site-origin.ts). */
  siteOrigin: string;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError whose message names each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, string | undefined> = {};
  for (const name of Object.keys(envSchema.shape)) {
    const value = env[name];
    if (value !== undefined) input[name] = value;
  }
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const sentences = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message} (it is set to "${redact(name, input[name])}").`;
    });
    throw new ConfigError(`Sillage cannot start: ${sentences.join(' ')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    dataDir,
    sqliteFile: path.join(dataDir, 'sillage.db'),
    catalogDir: path.resolve(parsed.data.CATALOG_DIR),
    siteOrigin: siteOriginOf(parsed.data),
  };
}

/**
 * TRUST_PROXY: empty, "false", "off" or 0 trust nobody; a whole number is a count of proxy hops;
 * otherwise addresses or CIDR ranges (or proxy-addr's loopback, linklocal, uniquelocal). "true"
 * is refused: trusting every address lets any client choose its own address. null when invalid.
 */
export function parseTrustProxy(value: string): false | number | string[] | null {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === 'off' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address, prefix, extra] = entry.split('/');
    const family = net.isIP(address ?? '');
    if (!family || extra !== undefined) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
  return valid ? entries : null;
}

// Secrets never reach the logs, even when they are what is wrong.
function redact(name: string, value: string | undefined): string {
  if (value === undefined) return '';
  if (/SECRET|PASSWORD/.test(name)) return '***';
  if (name === 'DATABASE_URL' || name === 'SMTP_URL' || name === 'REDIS_URL')
    return value.replace(/\/\/[^@/]*@/, '//***@');
  return value;
}
