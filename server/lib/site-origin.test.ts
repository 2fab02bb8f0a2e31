import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { listensBeyondLoopback, ownOrigins, siteOriginOf } from './site-origin';

describe("the site's own origin", () => {
  it('is PUBLIC_URL when set, whatever the server listens on', () => {
    expect(
      siteOriginOf({ PUBLIC_URL: 'https://sillage.example/', HOST: '0.0.0.0', PORT: 3000 }),
    ).toBe('https://sillage.example');
    expect(
      siteOriginOf({ PUBLIC_URL: 'https://sillage.example:8443/app', HOST: '::', PORT: 80 }),
    ).toBe('https://sillage.example:8443');
  });

  it('is the address the server listens on otherwise, as a browser on this machine reaches it', () => {
    expect(siteOriginOf({ HOST: '0.0.0.0', PORT: 3000 })).toBe('http://localhost:3000');
    expect(siteOriginOf({ HOST: '::', PORT: 3000 })).toBe('http://localhost:3000');
    expect(siteOriginOf({ HOST: '127.0.0.1', PORT: 3000 })).toBe('http://127.0.0.1:3000');
    expect(siteOriginOf({ HOST: '::1', PORT: 4100 })).toBe('http://[::1]:4100');
    expect(siteOriginOf({ HOST: 'sillage.lan', PORT: 80 })).toBe('http://sillage.lan');
  });

  it('is computed once, with the configuration', () => {
    expect(loadConfig({}).siteOrigin).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '3100' }).siteOrigin).toBe('http://localhost:3100');
    expect(loadConfig({ PUBLIC_URL: 'https://sillage.example' }).siteOrigin).toBe(
      'https://sillage.example',
    );
  });

  it('says when the server can be reached from other machines (PUBLIC_URL is then needed)', () => {
    expect(listensBeyondLoopback('127.0.0.1')).toBe(false);
    expect(listensBeyondLoopback('localhost')).toBe(false);
    expect(listensBeyondLoopback('::1')).toBe(false);
    expect(listensBeyondLoopback('0.0.0.0')).toBe(true);
    expect(listensBeyondLoopback('::')).toBe(true);
    expect(listensBeyondLoopback('10.0.0.5')).toBe(true);
    expect(listensBeyondLoopback('sillage.lan')).toBe(true);
  });

  it("accepts a loopback origin's other names on the same port, and nothing else", () => {
    expect(ownOrigins('https://sillage.example')).toEqual(['https://sillage.example']);
    expect(ownOrigins('http://localhost:3000').sort()).toEqual([
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:3000',
    ]);
    expect(ownOrigins('http://127.0.0.1:4100')).toContain('http://localhost:4100');
    expect(ownOrigins('http://127.0.0.2:4100')).toContain('http://127.0.0.2:4100');
    expect(ownOrigins('http://127.0.0.1:4100')).not.toContain('http://localhost:4101');
  });
});
