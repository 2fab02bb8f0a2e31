import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.HOST_ID).toBe(2);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.sqliteFile).toBe(path.resolve('data', 'sillage.db'));
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names the company of the legal texts, with defaults and a checked e-mail address', () => {
    expect(loadConfig({})).toMatchObject({
      COMPANY_NAME: 'Sillage Fragrances S.L.',
      COMPANY_ADDRESS: 'Carrer de Provença 250, 08008 Barcelona, Spain',
      PRIVACY_EMAIL: 'privacy@sillage.example',
    });
    const config = loadConfig({
      COMPANY_NAME: ' Acme Perfumes S.A. ',
      COMPANY_ADDRESS: 'Via Laietana 1, 08003 Barcelona, Spain',
      PRIVACY_EMAIL: 'dpo@acme.example',
    });
    expect(config.COMPANY_NAME).toBe('Acme Perfumes S.A.');
    expect(config.PRIVACY_EMAIL).toBe('dpo@acme.example');
    expect(() => loadConfig({ PRIVACY_EMAIL: 'nobody' })).toThrow(
      /PRIVACY_EMAIL must be an e-mail address/,
    );
    expect(() => loadConfig({ COMPANY_NAME: '  ' })).toThrow(/COMPANY_NAME must not be empty/);
  });

  it('staggers catalog reloads by up to 5 s per node unless told otherwise', () => {
    expect(loadConfig({}).CATALOG_RELOAD_STAGGER_SECONDS).toBe(5);
    expect(loadConfig({ CATALOG_RELOAD_STAGGER_SECONDS: '0' }).CATALOG_RELOAD_STAGGER_SECONDS).toBe(
      0,
    );
    expect(() => loadConfig({ CATALOG_RELOAD_STAGGER_SECONDS: 'soon' })).toThrow(
      /CATALOG_RELOAD_STAGGER_SECONDS must be a whole number of seconds/,
    );
  });

  it('reads DATA_DIR and PORT', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/x', PORT: '3100' });
    expect(config.PORT).toBe(3100);
    expect(config.sqliteFile).toBe('/tmp/x/sillage.db');
  });

  it('stops with a sentence naming the variable when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Sillage cannot start: PORT must be a whole number between 1 and 65535 (it is set to "abc").',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must be a URL such as postgres:/,
    );
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => loadConfig({ HOST_ID: '0' })).toThrow(/HOST_ID must be a positive whole number/);
  });

  it('points social sign-in at the real providers unless told otherwise, over https only', () => {
    expect(loadConfig({})).toMatchObject({
      GOOGLE_ISSUER_URL: 'https://accounts.google.com',
      FACEBOOK_AUTHORIZATION_URL: expect.stringMatching(
        /^https:\/\/www\.facebook\.com\/v[\d.]+\/dialog\/oauth$/,
      ),
      FACEBOOK_TOKEN_URL: expect.stringMatching(
        /^https:\/\/graph\.facebook\.com\/v[\d.]+\/oauth\/access_token$/,
      ),
      FACEBOOK_PROFILE_URL: expect.stringMatching(/^https:\/\/graph\.facebook\.com\/v[\d.]+\/me$/),
    });
    // A stand-in provider on this machine may speak plain http; nothing else may.
    expect(loadConfig({ GOOGLE_ISSUER_URL: 'http://127.0.0.1:3999' }).GOOGLE_ISSUER_URL).toBe(
      'http://127.0.0.1:3999',
    );
    expect(() => loadConfig({ GOOGLE_ISSUER_URL: 'http://idp.example' })).toThrow(
      /GOOGLE_ISSUER_URL must be an https URL such as https:\/\/accounts.google.com/,
    );
    expect(() => loadConfig({ FACEBOOK_TOKEN_URL: 'graph' })).toThrow(/FACEBOOK_TOKEN_URL must be/);
  });

  it('reads the shutdown periods and where metrics are served, off by default', () => {
    expect(loadConfig({})).toMatchObject({
      SHUTDOWN_NOTICE_SECONDS: 5,
      SHUTDOWN_GRACE_SECONDS: 10,
      METRICS: 'off',
    });
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(
      loadConfig({ SHUTDOWN_GRACE_SECONDS: '30', METRICS: 'on', METRICS_PORT: '9464' }),
    ).toMatchObject({ SHUTDOWN_GRACE_SECONDS: 30, METRICS: 'on', METRICS_PORT: 9464 });
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '5s' })).toThrow(
      /SHUTDOWN_GRACE_SECONDS must be a whole number of seconds/,
    );
    expect(() => loadConfig({ METRICS: 'yes' })).toThrow(/METRICS must be on or off/);
    expect(() => loadConfig({ METRICS_PORT: '99999' })).toThrow(
      /METRICS_PORT must be a whole number/,
    );
  });

  it('trusts no proxy by default, and TRUST_PROXY as a hop count or addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    // Trusting everyone would let any client choose the address rate limits count it by.
    for (const wrong of ['true', 'yes', '10.0.0.300', '10.0.0.0/40', 'proxy.internal']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(
        /TRUST_PROXY must be the number of proxies in front of the server/,
      );
    }
  });

  it('never repeats a secret in its error message', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail' })).toThrow(/SMTP_URL/);
    try {
      loadConfig({ SMTP_URL: 'http://user:hunter2@mail' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
  });

  it('accepts PostgreSQL URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:5432/test' }).DATABASE_URL).toBe(
      'postgres://127.0.0.1:5432/test',
    );
  });
});
