// Query parameters whose values are secrets: a reset link's token (on /change-password and its
// check endpoint), and the authorization code and state a provider sends back to a social
// sign-in callback. Their values are replaced before a URL is logged.
const secretParams = ['token', 'password', 'code', 'state'];

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of secretParams) {
    if (params.has(name)) {
      params.set(name, '***');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}
