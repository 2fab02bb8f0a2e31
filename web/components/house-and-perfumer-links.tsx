import { Fragment } from 'react';
import { Link } from 'react-router';
import { houseHref, perfumerHref } from '../lib/page-hrefs';
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
    <Link className={className ?? 'page-link'} to={houseHref(brand.key)}>
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

/** "A, B and C", each a link, joined as the language joins a list. */
export function PerfumerLinks({ credits, lang }: { credits: readonly string[]; lang: string }) {
  // The separators are the language's: joinList with one-character stand-ins, then split on them.
  const stand = credits.map((_, i) => String.fromCharCode(0xe000 + i));
  const joined = joinList(lang, stand);
  const parts = joined.split(/([\ue000-\uefff])/u).filter((part) => part !== '');
  return (
    <>
      {parts.map((part, i) => {
        const at = part.length === 1 ? part.charCodeAt(0) - 0xe000 : -1;
        const credit = at >= 0 && at < credits.length ? credits[at]! : null;
        return credit === null ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <Link key={i} className="page-link" to={perfumerHref(credit)}>
            {credit}
          </Link>
        );
      })}
    </>
  );
}
