import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

// A real OpenID Connect provider (oidc-provider) on 127.0.0.1, standing in for Google in tests:
// discovery, the authorization endpoint with PKCE, signed ID tokens and userinfo are the library's.
// Its sign-in screen is a small form of its own: an e-mail address and a name, "Sign in" or
// "Cancel", so a test can be anyone (a new account, or the address of an existing one) or refuse.

export interface TestOidcProviderOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface TestOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

/** The same address always signs in as the same subject, as with a real provider. */
export const testSubjectOf = (email: string) =>
  `sub-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20)}`;

interface TestAccount {
  email: string;
  name: string;
  emailVerified: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (uid: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Test identity provider</title></head>
<body>
<main>
<h1>Sign in to the test identity provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<p><label>E-mail address <input type="email" name="email" required></label></p>
<p><label>Full name <input type="text" name="name"></label></p>
<p><button type="submit" name="action" value="login">Sign in</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></p>
</form>
</main>
</body>
</html>`;

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startTestOidcProvider(
  options: TestOidcProviderOptions,
): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // openid-client's default, as Google accepts it.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' }],
    },
    cookies: { keys: [randomUUID()] },
    // A sign-in without PKCE is refused: the test then fails rather than passes by luck.
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    // Short lives, said explicitly so the library does not warn about its defaults.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
  });
  const handle = provider.callback();

  server.on('request', (request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith('/interaction/')) {
      handle(request, response);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (request.method === 'GET') {
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          response.end(page(details.uid));
          return;
        }
        const form = await readForm(request);
        if (form.get('action') === 'cancel') {
          await provider.interactionFinished(request, response, {
            error: 'access_denied',
            error_description: 'The person cancelled the sign-in.',
          });
          return;
        }
        const email = form.get('email') ?? '';
        const accountId = testSubjectOf(email);
        accounts.set(accountId, {
          email,
          name: form.get('name') ?? '',
          emailVerified: form.get('email_verified') !== 'false',
        });
        // Signed in and consenting at once: a stand-in has no consent screen to show.
        const grant = new provider.Grant({ accountId, clientId: options.clientId });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        await provider.interactionFinished(request, response, {
          login: { accountId },
          consent: { grantId },
        });
      } catch (error) {
        response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(`The test identity provider could not go on: ${(error as Error).message}`);
      }
    })();
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
