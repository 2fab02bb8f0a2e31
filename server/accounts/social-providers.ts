import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import type { SocialSignInFailure } from '../../common/api/endpoint-routes';
import { isLoopbackUrl } from '../config';
import type { SocialProvider } from '../db/user-repository';
import type { PendingSignIn } from './social-flow';

// The two identity providers behind "Continue with Google" and "Continue with Facebook", both
// through openid-client: the authorization code flow with PKCE and state. Google is an OpenID
// Connect provider (discovery, a signed ID token checked against a nonce, userinfo when the token
// lacks a claim). Facebook's OpenID code flow is still marked as in testing and does not promise
// the e-mail claim, so it is used as OAuth 2: the code is exchanged for an access token and the
// Graph API's /me?fields=id,name,email says who signed in (ADR 026).

/** Who signed in, as the provider vouches for it. */
export interface SocialProfile {
  subject: string;
  email: string;
  name: string;
}

export class SocialSignInError extends Error {
  constructor(
    readonly reason: SocialSignInFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SocialSignInError';
  }
}

export interface SocialProviderClient {
  readonly provider: SocialProvider;
  /** Signs the pending-flow cookie: a secret every app node shares. */
  readonly clientSecret: string;
  /** The provider's authorization address, and what to keep until the visitor comes back. */
  start(
    redirectUri: string,
  ): Promise<{ url: URL; flow: Omit<PendingSignIn, 'remember' | 'expiresAt'> }>;
  /** Exchanges the code of the callback address and says who signed in. */
  finish(callbackUrl: URL, flow: PendingSignIn): Promise<SocialProfile>;
}

interface ClientSettings {
  clientId: string;
  clientSecret: string;
}

/** Seconds an exchange with a provider may take before the sign-in is given up. */
const PROVIDER_TIMEOUT_S = 10;

// Plain http only to a provider on this machine (a stand-in in tests); config.ts refuses others.
const plainHttp = (url: string) => url.startsWith('http:') && isLoopbackUrl(url);

export function googleClient(settings: ClientSettings & { issuer: string }): SocialProviderClient {
  let configuration: Promise<oidc.Configuration> | undefined;

  function config(): Promise<oidc.Configuration> {
    // Discovered once per process; a failure is forgotten so the next visitor tries again.
    configuration ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT_S,
        ...(plainHttp(settings.issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .then((discovered) => {
        discovered.timeout = PROVIDER_TIMEOUT_S;
        return discovered;
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw providerError(error);
      });
    return configuration;
  }

  return {
    provider: 'google',
    clientSecret: settings.clientSecret,

    async start(redirectUri) {
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, flow: { provider: 'google', state, codeVerifier, nonce } };
    },

    async finish(callbackUrl, flow) {
      try {
        const cfg = await config();
        const tokens = await oidc.authorizationCodeGrant(cfg, callbackUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims()!;
        // Google puts the e-mail and name in its ID token; a provider may keep them for userinfo.
        const complete = typeof claims.email === 'string' && typeof claims.name === 'string';
        const info = complete
          ? claims
          : { ...claims, ...(await oidc.fetchUserInfo(cfg, tokens.access_token, claims.sub)) };
        const verified = info.email_verified === true || info.email_verified === 'true';
        if (typeof info.email !== 'string' || !verified) {
          throw new SocialSignInError('no_email', 'Google gave no verified e-mail address.');
        }
        return {
          subject: claims.sub,
          email: info.email,
          name: typeof info.name === 'string' ? info.name : '',
        };
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}

export function facebookClient(
  settings: ClientSettings & { authorizationUrl: string; tokenUrl: string; profileUrl: string },
): SocialProviderClient {
  const cfg = new oidc.Configuration(
    {
      issuer: new URL(settings.authorizationUrl).origin,
      authorization_endpoint: settings.authorizationUrl,
      token_endpoint: settings.tokenUrl,
    },
    settings.clientId,
    settings.clientSecret,
  );
  cfg.timeout = PROVIDER_TIMEOUT_S;
  if (plainHttp(settings.tokenUrl) || plainHttp(settings.profileUrl)) {
    oidc.allowInsecureRequests(cfg);
  }

  return {
    provider: 'facebook',
    clientSecret: settings.clientSecret,

    async start(redirectUri) {
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const url = oidc.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: 'email public_profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      });
      return { url, flow: { provider: 'facebook', state, codeVerifier } };
    },

    async finish(callbackUrl, flow) {
      try {
        const tokens = await oidc.authorizationCodeGrant(cfg, callbackUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
        });
        const me = new URL(settings.profileUrl);
        me.searchParams.set('fields', 'id,name,email');
        // Proves the token is used by this app, as Facebook recommends for server-side calls.
        me.searchParams.set(
          'appsecret_proof',
          createHmac('sha256', settings.clientSecret).update(tokens.access_token).digest('hex'),
        );
        const response = await oidc.fetchProtectedResource(cfg, tokens.access_token, me, 'GET');
        if (!response.ok) {
          throw new SocialSignInError(
            response.status >= 500 ? 'unavailable' : 'failed',
            `Facebook's profile answered ${response.status}.`,
          );
        }
        const profile = (await response.json()) as {
          id?: unknown;
          name?: unknown;
          email?: unknown;
        };
        if (typeof profile.id !== 'string' || profile.id === '') {
          throw new SocialSignInError('failed', "Facebook's profile has no id.");
        }
        // Facebook gives the address only when the person has a confirmed one and shares it.
        if (typeof profile.email !== 'string' || profile.email === '') {
          throw new SocialSignInError('no_email', 'Facebook gave no e-mail address.');
        }
        return {
          subject: profile.id,
          email: profile.email,
          name: typeof profile.name === 'string' ? profile.name : '',
        };
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}

/** Names what went wrong with a provider, for the login screen; the cause is kept for the log. */
export function providerError(error: unknown): SocialSignInError {
  if (error instanceof SocialSignInError) return error;
  if (error instanceof oidc.AuthorizationResponseError) {
    return new SocialSignInError(
      error.error === 'access_denied' ? 'denied' : 'failed',
      `The provider answered ${error.error}.`,
      { cause: error },
    );
  }
  if (unreachable(error)) {
    return new SocialSignInError('unavailable', 'The provider could not be reached.', {
      cause: error,
    });
  }
  return new SocialSignInError('failed', 'The sign-in could not be completed.', { cause: error });
}

// No answer (refused, unknown host, timed out) or a server error: the provider is down, not the
// sign-in wrong.
function unreachable(error: unknown): boolean {
  if (error instanceof TypeError && error.message === 'fetch failed') return true;
  if (error instanceof oidc.ResponseBodyError) return error.status >= 500;
  if (error instanceof oidc.ClientError) {
    if (error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT') return true;
    const cause = error.cause;
    if (cause instanceof Response) return cause.status >= 500;
    if (cause instanceof TypeError && cause.message === 'fetch failed') return true;
  }
  return error instanceof DOMException && error.name === 'TimeoutError';
}
