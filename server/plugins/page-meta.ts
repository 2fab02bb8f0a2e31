import type { FastifyRequest } from 'fastify';
import { appRoutes } from '../../common/app-routes';
import { isLanguage, type Language } from '../../common/domain/languages';
import type { CatalogIndex } from '../catalog/catalog-index';
import { fillText, serverTexts } from '../texts/server-texts';

// What a shared link shows where it is posted: Open Graph and Twitter tags, in the language of
// whoever (or whatever crawler) asks, for the pages that have something of their own to say.

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
  lang: Language;
}

/** The visitor's language: ?lang=, else the first of en/fr/es in Accept-Language, else en. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLanguage(query?.lang)) return query.lang;
  const header = String(request.headers['accept-language'] ?? '');
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag!.slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => isLanguage(entry.lang))
    .sort((a, b) => b.q - a.q);
  return (ranked[0]?.lang as Language | undefined) ?? 'en';
}

/** Reads a perfume's description in one language ('' when it has none). */
export type DescriptionReader = (perfumeId: number, lang: Language) => Promise<string>;

export async function describePage(
  request: FastifyRequest,
  index: CatalogIndex,
  /** The site's own origin (site-origin.ts): never the request's Host, which the sender picks. */
  origin: string,
  readDescription: DescriptionReader,
): Promise<PageMeta> {
  const lang = requestLanguage(request);
  const url = `${origin}${request.url}`;
  const site = serverTexts[lang].sharePage;
  const pathname = request.url.split('?')[0];
  const selection = Number((request.query as Record<string, unknown> | undefined)?.selection);
  const perfume =
    pathname === appRoutes.exploreByName && Number.isInteger(selection)
      ? index.perfumeById.get(selection)
      : undefined;
  if (!perfume)
    return {
      title: site.title,
      description: site.description,
      url,
      lang,
      image: `${origin}/og-image.png`,
    };
  const brand = index.brandById.get(perfume.brandId)?.name ?? '';
  return {
    title: fillText(site.perfumeTitle, { perfume: perfume.name, brand }),
    description: (await readDescription(perfume.id, lang)) || site.description,
    url,
    lang,
    image: perfume.imageUrl
      ? new URL(perfume.imageUrl, origin).toString()
      : `${origin}/og-image.png`,
  };
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Writes the page's title, description and social tags into index.html. Each text goes in
 * through a replacement function: in a replacement string, $&, $`, $' and $1 stand for parts of
 * the page, and the address a visitor typed is in og:url.
 */
export function applyPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Sillage" />`,
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:url" content="${escape(meta.url)}" />`,
    `<meta property="og:locale" content="${{ en: 'en_GB', fr: 'fr_FR', es: 'es_ES' }[meta.lang]}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escape(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escape(meta.title)}" />`,
    `<meta name="twitter:description" content="${escape(meta.description)}" />`,
    ...(meta.image ? [`<meta name="twitter:image" content="${escape(meta.image)}" />`] : []),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escape(meta.description)}" />`,
    )
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}
