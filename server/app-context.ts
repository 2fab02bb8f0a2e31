import path from 'node:path';
import {
  createAccountService,
  type AccountService,
  type PasswordHasher,
} from './accounts/account-service';
import { createLoginThrottle, type LoginThrottle } from './accounts/login-throttle';
import {
  createSocialSignInService,
  type SocialSignInDeps,
  type SocialSignInService,
} from './accounts/social-sign-in';
import type { CatalogStore } from './catalog/catalog-store';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import {
  createEmailVerificationRepository,
  type EmailVerificationRepository,
} from './db/email-verification-repository';
import {
  createEmailVerificationService,
  type EmailVerificationService,
} from './accounts/email-verification';
import { createFavouriteRepository, type FavouriteRepository } from './db/favourite-repository';
import { createResetTokenRepository, type ResetTokenRepository } from './db/reset-token-repository';
import { createSessionRepository, type SessionRepository } from './db/session-repository';
import { createUserRepository, type UserRepository } from './db/user-repository';
import { createAnalyticsService, type AnalyticsService } from './analytics/analytics-service';
import { createContactService, type ContactService } from './contact/contact-service';
import { createAnalyticsRepository, type AnalyticsRepository } from './db/analytics-repository';
import { createContactRepository, type ContactRepository } from './db/contact-repository';
import { createFavouriteService, type FavouriteService } from './favourites/favourite-service';
import { createCollectionRepository, type CollectionRepository } from './db/collection-repository';
import { createCollectionService, type CollectionService } from './collection/collection-service';
import { createBackgroundTasks, type BackgroundTasks } from './background';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { createMailer, type Mailer } from './mail/mailer';

/** What routes need from the running process: built in main.ts, or by tests. */
export interface AppContext {
  config: Config;
  db: DbHandle;
  catalog: CatalogStore;
  repositories: {
    users: UserRepository;
    sessions: SessionRepository;
    resetTokens: ResetTokenRepository;
    emailVerifications: EmailVerificationRepository;
    favourites: FavouriteRepository;
    contacts: ContactRepository;
    analytics: AnalyticsRepository;
    collection: CollectionRepository;
  };
  mailer: Mailer;
  contact: ContactService;
  analytics: AnalyticsService;
  accounts: AccountService;
  /** Failed logins per client and per account: Redis when REDIS_URL is set, else memory. */
  loginThrottle: LoginThrottle;
  emailVerification: EmailVerificationService;
  social: SocialSignInService;
  favourites: FavouriteService;
  /** Shelves, verdicts and the wear diary (issue 30). */
  collection: CollectionService;
  /** Serving or shutting down: what the readiness check reports. */
  lifecycle: Lifecycle;
  /** Work done after the answer (the reset mail); shutdown and tests wait for it. */
  background: BackgroundTasks;
}

export interface AppContextParts {
  config: Config;
  db: DbHandle;
  catalog: CatalogStore;
  /** Tests pass their own to read what was sent; otherwise SMTP or the outbox folder. */
  mailer?: Mailer;
  now?: () => Date;
  /** The benchmark measures login without the deliberately slow hash; otherwise Argon2id. */
  passwords?: PasswordHasher;
  /** Tests may give stand-in identity providers. */
  socialClients?: SocialSignInDeps['clients'];
  /** main.ts passes the one its signal handlers drive. */
  lifecycle?: Lifecycle;
}

/** Wires repositories and services over one database: the one place that knows them all. */
export function createAppContext(parts: AppContextParts): AppContext {
  const { config, db, catalog, now } = parts;
  const repositories = {
    users: createUserRepository(db.db),
    sessions: createSessionRepository(db.db),
    resetTokens: createResetTokenRepository(db.db),
    emailVerifications: createEmailVerificationRepository(db.db),
    favourites: createFavouriteRepository(db.db),
    contacts: createContactRepository(db.db),
    analytics: createAnalyticsRepository(db.db),
    collection: createCollectionRepository(db.db),
  };
  const mailer =
    parts.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.dataDir, 'outbox'),
      publicUrl: config.PUBLIC_URL,
    });
  const loginThrottle = createLoginThrottle({ redisUrl: config.REDIS_URL, now });
  const accounts = createAccountService({
    users: repositories.users,
    sessions: repositories.sessions,
    resetTokens: repositories.resetTokens,
    mailer,
    now,
    passwords: parts.passwords,
    throttle: loginThrottle,
  });
  return {
    config,
    db,
    catalog,
    repositories,
    mailer,
    lifecycle: parts.lifecycle ?? createLifecycle(),
    background: createBackgroundTasks(),
    contact: createContactService({
      contacts: repositories.contacts,
      mailer,
      contactTo: config.CONTACT_TO,
      now,
    }),
    analytics: createAnalyticsService({ analytics: repositories.analytics, now }),
    accounts,
    loginThrottle,
    emailVerification: createEmailVerificationService({
      users: repositories.users,
      tokens: repositories.emailVerifications,
      mailer,
      now,
    }),
    social: createSocialSignInService({ config, accounts, now, clients: parts.socialClients }),
    favourites: createFavouriteService({
      favourites: repositories.favourites,
      catalog,
      now,
    }),
    collection: createCollectionService({ collection: repositories.collection, catalog, now }),
  };
}
