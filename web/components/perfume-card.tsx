import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PerfumeSummary } from '../../common/api/catalog';
import { FamilyIcon } from './family-icon';
import { PerfumeVisual } from './perfume-visual';
import { isPlainClick } from './plain-click';
import './perfume-card.css';

/**
 * A perfume in a list (search results, an ingredient's perfumes…): its visual, name, brand and
 * sub-brand, family, and a tag the list adds (discontinued, signature ingredient). It is a link to
 * the perfume's address; with `onOpen`, a plain click opens the perfume in place instead, while a
 * new tab or a copied link still gets the address.
 */
export function PerfumeCard({
  perfume,
  href,
  onOpen,
  tag,
  size = 'medium',
  layout = 'row',
  describedBy,
}: {
  perfume: PerfumeSummary;
  href: string;
  onOpen?: (id: number) => void;
  tag?: ReactNode;
  size?: 'medium' | 'small';
  /**
   * 'stacked' puts the visual above the text, which then has the card's whole width: for narrow
   * cells (six to a row) and for cards that carry a control in a corner beside the visual.
   */
  layout?: 'row' | 'stacked';
  /** The id of a text about this perfume outside the card (a recommendation's reason). */
  describedBy?: string;
}) {
  return (
    <Link
      className={`perfume-card perfume-card--${size}${layout === 'stacked' ? ' perfume-card--stacked' : ''}`}
      to={href}
      data-perfume-id={perfume.id}
      aria-describedby={describedBy}
      onClick={(event) => {
        if (!onOpen || !isPlainClick(event)) return;
        event.preventDefault();
        onOpen(perfume.id);
      }}
    >
      <PerfumeVisual perfume={perfume} size={size} />
      <span className="perfume-card__text">
        <span className="perfume-card__name">{perfume.name}</span>
        <span className="perfume-card__brand">
          {perfume.brand.name}
          {perfume.subBrand.name && (
            <span className="perfume-card__sub-brand"> · {perfume.subBrand.name}</span>
          )}
        </span>
        <FamilyIcon
          className="perfume-card__family"
          name={perfume.family.name}
          color={perfume.family.color}
          secondaryColor={perfume.secondaryFamily.color}
        />
        {tag && <span className="perfume-card__tag">{tag}</span>}
      </span>
    </Link>
  );
}
