import { createContext, useContext } from 'react';

// Settings the server writes into the page (index.html meta tags), read once at start.

export interface AppConfig {
  /** The company's social page, shown in the desktop header when the server configures it. */
  socialUrl: string | null;
}

export const SOCIAL_URL_META = 'sillage:social-url';

/** The http(s) URL of <meta name="sillage:social-url">, or null when absent or not a web link. */
export function readSocialUrl(doc: Document): string | null {
  const content = doc
    .querySelector(`meta[name="${SOCIAL_URL_META}"]`)
    ?.getAttribute('content')
    ?.trim();
  if (!content) return null;
  try {
    const url = new URL(content);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function readAppConfig(doc: Document): AppConfig {
  return { socialUrl: readSocialUrl(doc) };
}

export const AppConfigContext = createContext<AppConfig>({ socialUrl: null });

export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext);
}
