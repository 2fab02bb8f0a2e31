import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Perfume } from '../../../../common/api/catalog';
import { useLanguage } from '../../../lib/i18n';
import { labelTextMeasure } from '../text-measure';
import { useObservedWidth } from '../use-observed-width';
import {
  formatPercent,
  labelPlacement,
  layoutQuad,
  quadItems,
  type LabelPlacement,
  type QuadItem,
} from './quad-layout';
import { QuadLegend } from './quad-legend';
import { QuadCallout, QuadSquare } from './quad-square';
import './quad.css';

const defaultSidePx = { large: 352, medium: 256, small: 160 } as const;

/**
 * Where the ingredients lead, given by the owner so that the chart knows no router: each one's
 * address, and what a plain click on it does (the owner routes). Without them, nothing is a link.
 */
type QuadLinks =
  | { hrefFor: (ingredientId: number) => string; onSelect: (ingredientId: number) => void }
  | { hrefFor?: undefined; onSelect?: undefined };

export type QuadProps = QuadLinks & {
  perfume: Pick<Perfume, 'id' | 'name' | 'ingredientProportions' | 'heroIngredient'>;
  /** The figure's name for screen readers; by default "Ingredients of <perfume>". */
  caption?: string;
  /**
   * The total the percentages are shares of: by default the ingredients shown (the whole
   * perfume); 100 when they are a part of it (one stage of its pyramid), so each keeps its share
   * of the perfume.
   */
  shareOf?: number;
  className?: string;
  /** Ingredients to stand out (shared ones in a comparison); the others are dimmed. */
  highlight?: ReadonlySet<number>;
  size?: 'large' | 'medium' | 'small';
  /** Shows the legend; without it, the legend is still there for screen readers. */
  legend?: boolean;
};

/**
 * The quad (spec sections 2 and 9). The drawn square is for the eye (aria-hidden); its text
 * alternative is the legend: each ingredient with its colour and percentage, visible beside the
 * square (hidden only in the small quad of the share card). With `hrefFor`, the legend's items are
 * the links to the ingredients (keyboard and screen readers), and a focused link draws its ring
 * around its tile too; a click on a tile does what a click on its link does (`onSelect`).
 */
export function Quad({
  perfume,
  highlight,
  hrefFor,
  onSelect,
  size = 'large',
  legend = size !== 'small',
  caption,
  shareOf,
  className,
}: QuadProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const captionId = useId();
  const [focused, setFocused] = useState<number | null>(null);
  const [pointed, setPointed] = useState<number | null>(null);
  const items = useMemo(
    () => quadItems(perfume.ingredientProportions, perfume.heroIngredient.id, shareOf),
    [perfume.ingredientProportions, perfume.heroIngredient.id, shareOf],
  );
  const tiles = useMemo(() => layoutQuad(items), [items]);
  const ingredientById = useMemo(
    () => new Map(perfume.ingredientProportions.map((p) => [p.ingredient.id, p.ingredient])),
    [perfume.ingredientProportions],
  );
  const { ref: squareRef, width: side } = useObservedWidth<HTMLDivElement>(defaultSidePx[size]);
  // Where each name goes on the drawing; the small quad (the share card's) writes none.
  const placements = useMemo(
    () =>
      new Map<number, LabelPlacement | 'none'>(
        tiles.map((tile) => [
          tile.id,
          size === 'small'
            ? 'none'
            : labelPlacement(
                tile.name,
                (tile.width * side) / 100,
                (tile.height * side) / 100,
                labelTextMeasure(),
              ),
        ]),
      ),
    [tiles, side, size],
  );
  // The tile the pointer is on, else the one whose legend line has the focus, names itself in a
  // callout with its share: the way a tile too small for its name is read on the drawing.
  const calledOut = size === 'small' ? undefined : tiles.find((t) => t.id === (pointed ?? focused));

  const describe = (item: QuadItem) =>
    [
      t('quad.share', { name: item.name, percent: formatPercent(item.percent, lang) }),
      item.hero ? t('quad.hero') : null,
      highlight?.has(item.id) ? t('quad.shared') : null,
    ]
      .filter(Boolean)
      .join(', ');
  // Leaving or blurring an item forgets it only if it is still the one held.
  const holdOrRelease = (id: number, held: boolean) => (current: number | null) =>
    held ? id : current === id ? null : current;

  return (
    <figure
      className={['quad', `quad--${size}`, className].filter(Boolean).join(' ')}
      aria-labelledby={captionId}
    >
      <figcaption id={captionId} className="visually-hidden">
        {caption ?? t('quad.caption', { name: perfume.name })}
      </figcaption>
      <QuadSquare
        squareRef={squareRef}
        tiles={tiles}
        placements={placements}
        highlight={highlight}
        focused={focused}
        describe={describe}
        onPoint={(id, inside) => setPointed(holdOrRelease(id, inside))}
        onSelect={hrefFor ? onSelect : undefined}
      />
      {calledOut && (
        <QuadCallout
          tile={calledOut}
          text={t('quad.callout', {
            name: calledOut.name,
            percent: formatPercent(calledOut.percent, lang),
          })}
        />
      )}
      <QuadLegend
        items={items}
        ingredientById={ingredientById}
        visible={legend}
        highlight={highlight}
        describe={describe}
        percentOf={(item) => t('quad.percent', { percent: formatPercent(item.percent, lang) })}
        hrefFor={hrefFor}
        onSelect={onSelect}
        onFocusItem={(id, inFocus) => setFocused(holdOrRelease(id, inFocus))}
        tileOf={(id) => squareRef.current?.querySelector(`[data-tile="${id}"]`)}
      />
    </figure>
  );
}
