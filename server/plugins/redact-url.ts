// What a logged URL must not show. Secrets: a reset link's token (on /change-password and its
// check endpoint), and the authorization code and state a provider sends back to a social sign-in
// callback. Personal data: the e-mail address a reset link carries as `user`, and any value that
// looks like an address, whatever its name (a search box can be typed into). Their values are
// replaced by *** before a URL is logged: a hash of an address would still be looked up easily.
const hiddenParams = ['token', 'password', 'code', 'state', 'user', 'email'];
const ADDRESS = /[^\s@]+(@|%40)[^\s@]+\.[^\s@]+/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const hidden = new Set(
    [...params].filter(([name, value]) => hiddenParams.includes(name) || ADDRESS.test(value)),
  );
  for (const [name] of hidden) params.set(name, '***');
  return hidden.size > 0 ? `${url.slice(0, q)}?${params.toString()}` : url;
}
