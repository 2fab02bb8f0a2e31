import { startTestOidcProvider } from '../../server/test-support/oidc-provider';

// The identity provider the end-to-end server signs in with as "Google": a real OpenID Connect
// provider on 127.0.0.1, started by playwright.config.ts beside the app. Its sign-in form takes
// any e-mail address, so each test can be a new person.

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`The test identity provider needs ${name}.`);
  return value;
};

const provider = await startTestOidcProvider({
  port: Number(required('TEST_OIDC_PORT')),
  clientId: required('TEST_OIDC_CLIENT_ID'),
  clientSecret: required('TEST_OIDC_CLIENT_SECRET'),
  redirectUris: [required('TEST_OIDC_REDIRECT_URI')],
});
console.log(`Test identity provider listening at ${provider.issuer}`);

const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
