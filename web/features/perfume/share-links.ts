import { appRoutes } from '../../../common/app-routes';

// Share links of a perfume (spec section 2, "Share popup"). Every network receives the perfume's
// absolute link, {origin}/explore/by-name?selection={id}, whose page the server describes with the
// perfume's Open Graph tags. Instagram has no web share address: the popup offers to copy the link.

export type ShareNetwork = 'facebook' | 'x' | 'whatsapp' | 'email';

/** The perfume's absolute link: `https://site/explore/by-name?selection=3004`. */
export function perfumeShareUrl(origin: string, perfumeId: number): string {
  return `${origin.replace(/\/+$/, '')}${appRoutes.exploreByName}?selection=${perfumeId}`;
}

export interface ShareTexts {
  /** A short sentence naming the perfume ("Shalimar by Guerlain, on Sillage"). */
  text: string;
  mailSubject: string;
  /** The body's sentence; the link follows on its own line. */
  mailBody: string;
}

const enc = encodeURIComponent;

/** The address each network's share button opens. */
export function shareLinks(url: string, texts: ShareTexts): Record<ShareNetwork, string> {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    x: `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(texts.text)}`,
    whatsapp: `https://wa.me/?text=${enc(`${texts.text} ${url}`)}`,
    email: `mailto:?subject=${enc(texts.mailSubject)}&body=${enc(`${texts.mailBody}\n${url}`)}`,
  };
}
