// Checks of what a browser receives and of what the server wrote, shared by the proofs: a page
// with no inline script under a policy that forbids them, and logs without a secret.

/** What is wrong with a Content-Security-Policy for a site that runs only its own script files. */
export function cspProblems(csp: string | undefined): string[] {
  if (!csp) return ['no Content-Security-Policy header'];
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );
  const problems: string[] = [];
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  if (!scripts) problems.push('no script-src nor default-src');
  else if (scripts.join(' ') !== "'self'") problems.push(`script-src is "${scripts.join(' ')}"`);
  for (const [name, values] of directives) {
    if (values.includes("'unsafe-inline'") && name !== 'style-src')
      problems.push(`${name} allows 'unsafe-inline'`);
    if (values.includes("'unsafe-eval'")) problems.push(`${name} allows 'unsafe-eval'`);
  }
  return problems;
}

/** Inline scripts, inline event handlers and javascript: links in a page. */
export function inlineScriptProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [tag, inner] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (!/\ssrc=/.test(tag) || inner!.trim() !== '')
      problems.push(`inline script: ${tag.slice(0, 80)}`);
  }
  for (const [tag] of html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=[^>]*>/gi))
    problems.push(`event handler attribute: ${tag.slice(0, 80)}`);
  if (/javascript:/i.test(html)) problems.push('a javascript: address');
  return problems;
}

export interface SecretHit {
  secret: string;
  line: string;
}

/** Log lines holding one of the secrets (passwords, session and reset tokens). */
export function findSecrets(logs: string[], secrets: string[]): SecretHit[] {
  const hits: SecretHit[] = [];
  const wanted = secrets.filter((s) => s.length >= 8);
  for (const line of logs) {
    for (const secret of wanted) {
      if (line.includes(secret) || line.includes(encodeURIComponent(secret)))
        hits.push({ secret: `${secret.slice(0, 4)}…`, line: line.slice(0, 200) });
    }
  }
  return hits;
}
