import { useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Perfume } from '../../../common/api/catalog';
import { appRoutes } from '../../../common/app-routes';
import { contrastTextColor } from '../../../common/domain/contrast';
import { useLanguage } from '../../lib/i18n';
import { serializeQuery } from '../../lib/url-query';
import { DropIcon, StarIcon } from '../icons';
import { IngredientPicture } from '../ingredient-picture';
import { formatPercent, layoutQuad, quadItems } from './quad-layout';
import './quad.css';

/** The ingredient chapter of an ingredient, opened from a perfume (spec section 2). */
export function ingredientChapterHref(ingredientId: number, perfumeId: number): string {
  return `${appRoutes.ingredientChapter}?${serializeQuery({ data: ingredientId, selectedPerfume: perfumeId })}`;
}

// A name is written on its tile where its longest word fits (estimated from the label's font
// size), turned upright along a tall narrow tile when only that way fits. A tile too small for
// its name carries a number instead, the same number as its line in the legend, so the eye can
// still tell which ingredient it is; only a sliver too thin for a number is left blank. Every
// ingredient is named in the legend beside the square.
const LABEL_CHAR_PX = 9; // bold 13 px, measured on the widest names
const LABEL_PADDING_PX = 18;
const LABEL_MIN_THICKNESS_PX = 34;
const KEY_MIN_SIDE_PX = 18; // a two-digit number in bold 11 px, with a pixel of room

export type LabelPlacement = 'across' | 'upright' | 'key' | 'none';

export function labelPlacement(name: string, widthPx: number, heightPx: number): LabelPlacement {
  const longest = Math.max(...name.split(/\s+/).map((word) => word.length));
  const needed = longest * LABEL_CHAR_PX + LABEL_PADDING_PX;
  if (heightPx >= LABEL_MIN_THICKNESS_PX && needed <= widthPx) return 'across';
  // Upright, the whole name runs along the tile's height on one line.
  const wholeName = name.length * LABEL_CHAR_PX + LABEL_PADDING_PX + 24;
  if (widthPx >= LABEL_MIN_THICKNESS_PX && wholeName <= heightPx) return 'upright';
  if (widthPx >= KEY_MIN_SIDE_PX && heightPx >= KEY_MIN_SIDE_PX) return 'key';
  return 'none';
}

/** Whether the element was focused from the keyboard (the browser's :focus-visible heuristic). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine without :focus-visible: scroll, as before.
    return true;
  }
}

const defaultSidePx = { large: 352, medium: 256, small: 160 } as const;

/** The drawn square's width in pixels, followed as the layout changes. */
function useSideLength(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [side, setSide] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width;
      if (width) setSide(width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, side };
}

/**
 * The quad (spec sections 2 and 9). The drawn square is for the eye (aria-hidden); its text
 * alternative is the legend: each ingredient with its colour and percentage, visible beside the
 * square (hidden only in the small quad of the share card). With `links`, the legend's items are
 * the links to the ingredient chapters (keyboard and screen readers), and a focused link draws
 * its ring around its tile too; a click on a tile follows the same link.
 */
export function Quad({
  perfume,
  highlight,
  links = true,
  size = 'large',
  legend = size !== 'small',
  caption,
  shareOf,
  className,
}: {
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
  links?: boolean;
  size?: 'large' | 'medium' | 'small';
  /** Shows the legend; without it, the legend is still there for screen readers. */
  legend?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const captionId = useId();
  const [focused, setFocused] = useState<number | null>(null);
  const items = useMemo(
    () => quadItems(perfume.ingredientProportions, perfume.heroIngredient.id, shareOf),
    [perfume.ingredientProportions, perfume.heroIngredient.id, shareOf],
  );
  const tiles = useMemo(() => layoutQuad(items), [items]);
  const ingredientById = useMemo(
    () => new Map(perfume.ingredientProportions.map((p) => [p.ingredient.id, p.ingredient])),
    [perfume.ingredientProportions],
  );
  const { ref: squareRef, side } = useSideLength(defaultSidePx[size]);
  // Where each name goes on the drawing; the small quad (the share card's) writes none.
  const placements = useMemo(
    () =>
      new Map(
        tiles.map((tile) => [
          tile.id,
          size === 'small'
            ? ('none' as const)
            : labelPlacement(tile.name, (tile.width * side) / 100, (tile.height * side) / 100),
        ]),
      ),
    [tiles, side, size],
  );
  /** The number a tile too small for its name shares with its line in the legend. */
  const keyOf = (id: number) =>
    placements.get(id) === 'key' ? items.findIndex((item) => item.id === id) + 1 : null;

  const describe = (item: (typeof items)[number]) =>
    [
      t('quad.share', { name: item.name, percent: formatPercent(item.percent, lang) }),
      item.hero ? t('quad.hero') : null,
      highlight?.has(item.id) ? t('quad.shared') : null,
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <figure
      className={['quad', `quad--${size}`, className].filter(Boolean).join(' ')}
      aria-labelledby={captionId}
    >
      <figcaption id={captionId} className="visually-hidden">
        {caption ?? t('quad.caption', { name: perfume.name })}
      </figcaption>
      <div ref={squareRef} className="quad__square" aria-hidden="true">
        {tiles.map((tile) => {
          const ink = contrastTextColor(tile.color);
          const style = {
            left: `${tile.x}%`,
            top: `${tile.y}%`,
            width: `${tile.width}%`,
            height: `${tile.height}%`,
            '--tile-color': tile.color,
            '--tile-ink': ink,
          } as CSSProperties;
          const label = placements.get(tile.id) ?? 'none';
          const classes = [
            'quad__tile',
            tile.hero ? 'is-hero' : '',
            label === 'key' ? 'is-keyed' : '',
            highlight ? (highlight.has(tile.id) ? 'is-highlighted' : 'is-dimmed') : '',
            focused === tile.id ? 'is-focused' : '',
            links ? 'is-link' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <div
              key={tile.id}
              data-tile={tile.id}
              className={classes}
              style={style}
              title={describe(tile)}
              onClick={
                links ? () => void navigate(ingredientChapterHref(tile.id, perfume.id)) : undefined
              }
            >
              <DropIcon className="quad__drop" />
              {tile.hero && <StarIcon className="quad__star" />}
              {(label === 'across' || label === 'upright') && (
                <span className={`quad__name${label === 'upright' ? ' is-upright' : ''}`}>
                  {tile.name}
                </span>
              )}
              {label === 'key' && <span className="quad__key">{keyOf(tile.id)}</span>}
            </div>
          );
        })}
      </div>
      <ul className={legend ? 'quad__legend' : 'visually-hidden'}>
        {items.map((item) => {
          // Screen readers read one sentence per ingredient; the eye reads picture, swatch, name,
          // share.
          const ingredient = ingredientById.get(item.id);
          const key = keyOf(item.id);
          const content = (
            <>
              <span className="visually-hidden">{describe(item)}</span>
              {legend && ingredient && <IngredientPicture ingredient={ingredient} size="small" />}
              <span
                className="quad__swatch"
                style={
                  {
                    '--tile-color': item.color,
                    '--tile-ink': contrastTextColor(item.color),
                  } as CSSProperties
                }
                aria-hidden="true"
              >
                {/* The number of a tile too small for its name, else the signature's star. */}
                {key !== null ? (
                  <span className="quad__key quad__key--legend">{key}</span>
                ) : (
                  item.hero && <StarIcon />
                )}
              </span>
              <span className="quad__legend-name" aria-hidden="true">
                {item.name}
              </span>
              <span className="quad__legend-percent" aria-hidden="true">
                {t('quad.percent', { percent: formatPercent(item.percent, lang) })}
              </span>
            </>
          );
          const className = [
            'quad__legend-item',
            highlight ? (highlight.has(item.id) ? 'is-highlighted' : 'is-dimmed') : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={item.id} className={className}>
              {links ? (
                <Link
                  to={ingredientChapterHref(item.id, perfume.id)}
                  onFocus={(event) => {
                    setFocused(item.id);
                    // Only for the keyboard: scrolling under a pressed mouse button moves the
                    // link away before the button is released, and the click is lost.
                    if (!isKeyboardFocus(event.currentTarget)) return;
                    squareRef.current
                      ?.querySelector(`[data-tile="${item.id}"]`)
                      ?.scrollIntoView?.({ block: 'nearest' });
                  }}
                  onBlur={() => setFocused((current) => (current === item.id ? null : current))}
                >
                  {content}
                </Link>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
