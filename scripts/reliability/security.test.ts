import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../server/plugins/security';
import { cspProblems, findSecrets, inlineScriptProblems, pageHeadProblems } from './security';

// The checkers the proofs rely on must catch what they look for.

describe('the security checkers of verify:reliability', () => {
  it("accepts the site's policy and names what a weaker one allows", () => {
    const csp = new Map(securityHeaders()).get('Content-Security-Policy');
    expect(cspProblems(csp)).toEqual([]);
    expect(cspProblems(undefined)).toEqual(['no Content-Security-Policy header']);
    expect(cspProblems("default-src 'self'; script-src 'self' 'unsafe-inline'")).toEqual([
      `script-src is "'self' 'unsafe-inline'"`,
      "script-src allows 'unsafe-inline'",
    ]);
  });

  it('finds inline scripts, inline handlers and javascript: links, and passes script files', () => {
    expect(inlineScriptProblems('<script type="module" src="/assets/a.js"></script>')).toEqual([]);
    expect(inlineScriptProblems('<script>alert(1)</script>')).toHaveLength(1);
    expect(inlineScriptProblems('<img src="x" onerror="alert(1)">')).toHaveLength(1);
    expect(inlineScriptProblems('<a href="javascript:alert(1)">x</a>')).toHaveLength(1);
  });

  it('finds a secret in a log line, as typed or URL-encoded', () => {
    const logs = [
      '{"msg":"ok"}',
      '{"url":"/reset?token=abcDEF123456"}',
      '{"p":"oud%2C%20rose%20et%20ambre"}',
    ];
    expect(findSecrets(logs, ['abcDEF123456', 'oud, rose et ambre', 'short'])).toHaveLength(2);
  });

  it('finds a page whose head was copied by a replacement pattern', () => {
    const whole =
      '<html><head><title>S</title><meta property="og:url" content="x" /></head><body><div id="app"></div></body></html>';
    expect(pageHeadProblems(whole)).toEqual([]);
    const copied = whole.replace('content="x"', `content="${whole}"`);
    expect(pageHeadProblems(copied)).toContain('<head> ×2');
  });
});
