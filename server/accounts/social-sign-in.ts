import type { SocialProviderName } from '../../common/api/endpoint-routes';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '../../common/api/accounts';
import type { Config } from '../config';
import type { UserRecord } from '../db/user-repository';
import type { AccountService } from './account-service';
import { SOCIAL_FLOW_MS, openFlow, sameText, sealFlow } from './social-flow';
import {
  SocialSignInError,
  facebookClient,
  googleClient,
  providerError,
  type SocialProviderClient,
} from './social-providers';

// The rules of a social sign-in: a provider is offered only when its client id and secret are
// set; a sign-in started here must come back to this browser with its state within ten minutes;
// the provider's verified address finds the account (linking or creating it, account service).

export interface SocialSignInDeps {
  config: Config;
  accounts: AccountService;
  now?: () => Date;
  /** Tests give stand-in providers; otherwise built from the configuration. */
  clients?: Partial<Record<SocialProviderName, SocialProviderClient>>;
}

export function socialClientsFromConfig(
  config: Config,
): Partial<Record<SocialProviderName, SocialProviderClient>> {
  const clients: Partial<Record<SocialProviderName, SocialProviderClient>> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    clients.google = googleClient({
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      issuer: config.GOOGLE_ISSUER_URL,
    });
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    clients.facebook = facebookClient({
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
      authorizationUrl: config.FACEBOOK_AUTHORIZATION_URL,
      tokenUrl: config.FACEBOOK_TOKEN_URL,
      profileUrl: config.FACEBOOK_PROFILE_URL,
    });
  }
  return clients;
}

export function createSocialSignInService(deps: SocialSignInDeps) {
  const now = deps.now ?? (() => new Date());
  const clients = deps.clients ?? socialClientsFromConfig(deps.config);

  function client(provider: SocialProviderName): SocialProviderClient {
    const found = clients[provider];
    if (!found) throw new SocialSignInError('not_offered', `${provider} sign-in is not set up.`);
    return found;
  }

  return {
    offered(provider: SocialProviderName): boolean {
      return clients[provider] !== undefined;
    },

    /** Where to send the browser, and the signed cookie value that remembers the sign-in. */
    async start(
      provider: SocialProviderName,
      redirectUri: string,
      remember: boolean,
    ): Promise<{ url: string; flowCookie: string }> {
      const chosen = client(provider);
      try {
        const { url, flow } = await chosen.start(redirectUri);
        const expiresAt = now().getTime() + SOCIAL_FLOW_MS;
        return {
          url: url.href,
          flowCookie: sealFlow({ ...flow, remember, expiresAt }, chosen.clientSecret),
        };
      } catch (error) {
        throw providerError(error);
      }
    },

    /**
     * Finishes a sign-in at the callback: the browser's flow cookie must be this provider's, fresh,
     * and carry the state the provider sent back; then the code is exchanged and the account found.
     */
    async finish(
      provider: SocialProviderName,
      callbackUrl: URL,
      flowCookie: string | undefined,
    ): Promise<{ user: UserRecord; remember: boolean }> {
      const chosen = client(provider);
      const flow = openFlow(flowCookie, provider, chosen.clientSecret, now().getTime());
      const state = callbackUrl.searchParams.get('state');
      if (!flow || state === null || !sameText(state, flow.state)) {
        throw new SocialSignInError('expired', 'No sign-in of this browser matches this answer.');
      }
      const params = callbackUrl.searchParams;
      if (!params.has('error') && !params.get('code')) {
        throw new SocialSignInError('failed', 'The provider sent no code back.');
      }
      const profile = await chosen.finish(callbackUrl, flow);
      const email = profile.email.trim().toLowerCase();
      if (email === '' || email.length > MAX_EMAIL_LENGTH || !email.includes('@')) {
        throw new SocialSignInError('no_email', 'The provider gave no usable e-mail address.');
      }
      const user = await deps.accounts.socialSignIn(provider, {
        subject: profile.subject,
        email,
        name: profile.name.trim().slice(0, MAX_NAME_LENGTH),
      });
      return { user, remember: flow.remember };
    },
  };
}

export type SocialSignInService = ReturnType<typeof createSocialSignInService>;
