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
import {
  calloutPosition,
  formatPercent,
  estimateWidth,
  labelPlacement,
  layoutQuad,
  quadItems,
  type LabelPlacement,
  type MeasureText,
} from './quad-layout';
import './quad.css';

/** The ingredient chapter of an ingredient, opened from a perfume (spec section 2). */
export function ingredientChapterHref(ingredientId: number, perfumeId: number): string {
  return `${appRoutes.ingredientChapter}?${serializeQuery({ data: ingredientId, selectedPerfume: perfumeId })}`;
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

let measureInPage: MeasureText | null = null;

/**
 * Measures a name in the tiles' type (semi-bold, the page's text face) on a canvas, with two
 * pixels to spare for a face still loading; the estimate where there is no canvas.
 */
function tileTextMeasure(): MeasureText {
  if (measureInPage) return measureInPage;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  if (!context) return estimateWidth;
  const face =
    getComputedStyle(document.documentElement).getPropertyValue('--font-body').trim() ||
    'sans-serif';
  const widths = new Map<string, number>();
  const canvas = context;
  measureInPage = (text, size) => {
    const key = `${size} ${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      canvas.font = `600 ${size}px ${face}`;
      width = canvas.measureText(text).width + 2;
      widths.set(key, width);
    }
    return width;
  };
  return measureInPage;
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
  const { ref: squareRef, side } = useSideLength(defaultSidePx[size]);
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
                tileTextMeasure(),
              ),
        ]),
      ),
    [tiles, side, size],
  );
  // The tile the pointer is on, else the one whose legend line has the focus, names itself in a
  // callout with its share: the way a tile too small for its name is read on the drawing.
  const calledOut = size === 'small' ? undefined : tiles.find((t) => t.id === (pointed ?? focused));

  const callout = (item: (typeof items)[number]) =>
    t('quad.callout', { name: item.name, percent: formatPercent(item.percent, lang) });

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
          const [placement, type] = label.split('-');
          const classes = [
            'quad__tile',
            tile.hero ? 'is-hero' : '',
            type === 'small' ? 'is-small' : '',
            type === 'tight' ? 'is-tight' : '',
            label === 'callout' ? 'is-unnamed' : '',
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
              data-label={describe(tile)}
              className={classes}
              style={style}
              onPointerEnter={() => setPointed(tile.id)}
              onPointerLeave={() => setPointed((id) => (id === tile.id ? null : id))}
              onClick={
                links ? () => void navigate(ingredientChapterHref(tile.id, perfume.id)) : undefined
              }
            >
              <DropIcon className="quad__drop" />
              {tile.hero && <StarIcon className="quad__star" />}
              {(placement === 'across' || placement === 'upright') && (
                <span className={`quad__name${placement === 'upright' ? ' is-upright' : ''}`}>
                  {tile.name}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {calledOut && <QuadCallout tile={calledOut} text={callout(calledOut)} />}
      <ul className={legend ? 'quad__legend' : 'visually-hidden'}>
        {items.map((item) => {
          // Screen readers read one sentence per ingredient; the eye reads picture, swatch, name,
          // share.
          const ingredient = ingredientById.get(item.id);
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
                {item.hero && <StarIcon />}
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

/**
 * A tile's name and share over the drawing, beside the tile (above it, or below one at the top),
 * for the eye only: the legend holds the same for screen readers.
 */
function QuadCallout({
  tile,
  text,
}: {
  tile: Parameters<typeof calloutPosition>[0];
  text: string;
}) {
  const { left, top, align, below } = calloutPosition(tile);
  return (
    <span
      className={`quad__callout is-${align}${below ? ' is-below' : ''}`}
      style={{ '--callout-left': `${left}%`, '--callout-top': `${top}%` } as CSSProperties}
      aria-hidden="true"
    >
      {text}
    </span>
  );
}
