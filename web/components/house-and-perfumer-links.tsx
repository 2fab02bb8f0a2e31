import { Fragment } from 'react';
import { Link } from 'react-router';
import { appRoutes } from '../../common/app-routes';
import { joinList } from '../lib/intl-formats';

// The names of a perfume's house and perfumers as links to their pages, for the perfume view, the
// comparison and the share card.

export function HouseLink({
  brand,
  className,
}: {
  brand: { key: string; name: string };
  className?: string;
}) {
  // A brand without a key (an answer cached before keys were sent) stays plain text.
  if (!brand.key) return <>{brand.name}</>;
  return (
    <Link className={className ?? 'page-link'} to={appRoutes.house.replace(':slug', brand.key)}>
      {brand.name}
    </Link>
  );
}

/**
 * A sentence naming the house ("by Guerlain", "de Guerlain"), its name a link: `sentence` writes
 * the sentence around the placeholder it is given.
 */
export function HouseSentence({
  brand,
  sentence,
}: {
  brand: { key: string; name: string };
  sentence: (placeholder: string) => string;
}) {
  const mark = '\u2063';
  const [before, after = ''] = sentence(mark).split(mark);
  return (
    <>
      {before}
      <HouseLink brand={brand} />
      {after}
    </>
  );
}

/**
 * "A, B and C", each a link to the perfumer's page, joined as the language joins a list. The
 * slugs come with the perfume (the server knows who is who), so the perfume view carries no
 * rule of names.
 */
export function PerfumerLinks({
  credits,
  slugs,
  lang,
}: {
  credits: readonly string[];
  slugs: readonly string[];
  lang: string;
}) {
  // The separators are the language's: joinList with one-character stand-ins, then split on them.
  const stand = credits.map((_, i) => String.fromCharCode(0xe000 + i));
  const joined = joinList(lang, stand);
  const parts = joined.split(/([\ue000-\uefff])/u).filter((part) => part !== '');
  return (
    <>
      {parts.map((part, i) => {
        const at = part.length === 1 ? part.charCodeAt(0) - 0xe000 : -1;
        const credit = at >= 0 && at < credits.length ? credits[at]! : null;
        const slug = at >= 0 ? slugs[at] : undefined;
        return credit === null || !slug ? (
          <Fragment key={i}>{credit ?? part}</Fragment>
        ) : (
          <Link key={i} className="page-link" to={appRoutes.perfumer.replace(':slug', slug)}>
            {credit}
          </Link>
        );
      })}
    </>
  );
}
