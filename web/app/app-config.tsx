import { createContext, useContext } from 'react';
import { defaultCompanyDetails, type CompanyDetails } from '../../common/domain/company';

// Settings the server writes into the page (index.html meta tags), read once at start.

export interface AppConfig {
  /** The company's social page, shown in the desktop header when the server configures it. */
  socialUrl: string | null;
  /** The company named by the legal texts; the defaults when the page carries none. */
  company?: CompanyDetails;
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

function readMeta(doc: Document, name: string): string | undefined {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() || undefined;
}

/** The company of the legal texts, from the server's meta tags, each falling back to its default. */
export function readCompanyDetails(doc: Document): CompanyDetails {
  return {
    company: readMeta(doc, 'sillage:company-name') ?? defaultCompanyDetails.company,
    address: readMeta(doc, 'sillage:company-address') ?? defaultCompanyDetails.address,
    privacyEmail: readMeta(doc, 'sillage:privacy-email') ?? defaultCompanyDetails.privacyEmail,
  };
}

export function readAppConfig(doc: Document): AppConfig {
  return { socialUrl: readSocialUrl(doc), company: readCompanyDetails(doc) };
}

export const AppConfigContext = createContext<AppConfig>({ socialUrl: null });

export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext);
}
