import type { CSSProperties } from 'react';
import type { IngredientRef } from '../../../../common/api/catalog';
import { contrastTextColor } from '../../../../common/domain/contrast';
import { StarIcon } from '../../icons';
import { IngredientPicture } from '../../ingredient-picture';
import { isPlainClick } from '../plain-click';
import type { QuadItem } from './quad-layout';

/** What the line's picture is drawn from. */
type PictureOf = Pick<IngredientRef, 'imageUrl' | 'useGenericImageUrl' | 'family'>;

/** Whether the element was focused from the keyboard (the browser's :focus-visible heuristic). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine without :focus-visible: scroll, as before.
    return true;
  }
}

/**
 * The quad's text alternative: each ingredient with its colour and percentage, visible beside the
 * square unless `visible` is off (then for screen readers only). With `hrefFor`, each line is the
 * link to its ingredient; a plain click goes through `onSelect`, which the owner routes. A
 * focused line tells `onFocusItem`, and from the keyboard brings its tile into view.
 */
export function QuadLegend({
  items,
  ingredientById,
  visible,
  highlight,
  describe,
  percentOf,
  hrefFor,
  onSelect,
  onFocusItem,
  tileOf,
}: {
  items: readonly QuadItem[];
  ingredientById: ReadonlyMap<number, PictureOf>;
  visible: boolean;
  highlight?: ReadonlySet<number>;
  describe: (item: QuadItem) => string;
  /** The share as the legend writes it ("43%"). */
  percentOf: (item: QuadItem) => string;
  hrefFor?: (id: number) => string;
  onSelect?: (id: number) => void;
  /** The line of ingredient `id` took the focus (`focused`) or lost it. */
  onFocusItem: (id: number, focused: boolean) => void;
  /** The tile of an ingredient on the drawing, to scroll into view. */
  tileOf: (id: number) => Element | null | undefined;
}) {
  return (
    <ul className={visible ? 'quad__legend' : 'visually-hidden'}>
      {items.map((item) => {
        const className = [
          'quad__legend-item',
          highlight ? (highlight.has(item.id) ? 'is-highlighted' : 'is-dimmed') : '',
        ]
          .filter(Boolean)
          .join(' ');
        // Screen readers read one sentence per ingredient; the eye reads picture, swatch, name,
        // share.
        const ingredient = visible ? ingredientById.get(item.id) : undefined;
        const content = (
          <>
            <span className="visually-hidden">{describe(item)}</span>
            {ingredient && <IngredientPicture ingredient={ingredient} size="small" />}
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
              {percentOf(item)}
            </span>
          </>
        );
        return (
          <li key={item.id} className={className}>
            {hrefFor ? (
              <a
                href={hrefFor(item.id)}
                onClick={(event) => {
                  if (!onSelect || !isPlainClick(event)) return;
                  event.preventDefault();
                  onSelect(item.id);
                }}
                onFocus={(event) => {
                  onFocusItem(item.id, true);
                  // Only for the keyboard: scrolling under a pressed mouse button moves the
                  // link away before the button is released, and the click is lost.
                  if (!isKeyboardFocus(event.currentTarget)) return;
                  tileOf(item.id)?.scrollIntoView?.({ block: 'nearest' });
                }}
                onBlur={() => onFocusItem(item.id, false)}
              >
                {content}
              </a>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ul>
  );
}
