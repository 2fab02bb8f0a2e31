import { appRoutes } from '../../../common/app-routes';
import type { LegalDocumentId } from '../../lib/legal-popup';

/** Each legal text's own address, so that it can be linked. */
export const legalPagePaths: Record<LegalDocumentId, string> = {
  terms: appRoutes.legalTerms,
  privacy: appRoutes.legalPrivacy,
  cookies: appRoutes.legalCookies,
};

export function legalDocumentAt(pathname: string): LegalDocumentId | undefined {
  const path = pathname.replace(/\/+$/, '');
  return (Object.keys(legalPagePaths) as LegalDocumentId[]).find(
    (id) => legalPagePaths[id] === path,
  );
}
