import { useEffect, useId, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { IngredientRef } from '../../../common/api/catalog';
import { CloseIcon } from '../../components/icons';
import { IngredientPicture } from '../../components/ingredient-picture';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Scrolls shorter than this (a jittery finger, a trackpad's inertia) change nothing. */
const SCROLL_THRESHOLD_PX = 8;

/**
 * Where the strip sticks, in pixels: its CSS `top`, which is the header's height
 * (`--header-height`), read from the page rather than copied here so the two cannot drift apart.
 */
function stickyTop(strip: HTMLElement | null): number {
  if (!strip || typeof window.getComputedStyle !== 'function') return 0;
  const top = Number.parseFloat(window.getComputedStyle(strip).top);
  return Number.isFinite(top) ? top : 0;
}

/**
 * True while the page is being scrolled down past `sentinel` (what sits just above the sticky
 * strip), false once it is scrolled up (spec section 2: the strip hides on the way down and comes
 * back on the way up). One passive listener comparing two numbers per scroll event, state set only
 * when the direction changes, and an IntersectionObserver saying whether the strip is stuck under
 * the header at all: no work per frame. With reduced motion the strip never moves: it just stays.
 */
export function useTuckedWhileScrollingDown(
  sentinel: RefObject<HTMLElement | null>,
  strip: RefObject<HTMLElement | null>,
): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    const reduce =
      typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
    // Until the observer says otherwise (or where there is none), the strip counts as stuck.
    let stuck = true;
    let goingDown = false;
    let observer: IntersectionObserver | null = null;
    const offset = Math.round(stickyTop(strip.current));
    if (sentinel.current && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry) return;
          stuck = !entry.isIntersecting && entry.boundingClientRect.top < offset + 1;
          // It reports after the scroll that got the strip stuck (a long fling, a jump).
          setTucked(stuck && goingDown && !reduce?.matches);
        },
        { rootMargin: `-${offset}px 0px 0px 0px` },
      );
      observer.observe(sentinel.current);
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < SCROLL_THRESHOLD_PX) return;
      goingDown = y > last;
      setTucked(goingDown && stuck && !reduce?.matches);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [sentinel, strip]);
  return tucked;
}

/**
 * The selection strip (spec section 2): the chosen ingredients, each with its remove button,
 * 'Clear all' and 'Show me results'. It sticks under the header; it folds away while the page
 * scrolls down and back when it scrolls up, and stays whenever focus is inside it. After a
 * removal, focus moves to the neighbouring remove button.
 */
export function SelectionStrip({
  ingredients,
  onRemove,
  onClear,
  onShowResults,
  notice,
  showResultsRef,
}: {
  ingredients: readonly IngredientRef[];
  onRemove: (id: number) => void;
  onClear: () => void;
  /** Null when the results are on view. */
  onShowResults: (() => void) | null;
  /** A message about the selection (its maximum reached), or null. */
  notice: string | null;
  showResultsRef?: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLElement>(null);
  const tucked = useTuckedWhileScrollingDown(sentinelRef, stripRef);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('.selection-strip__remove');
    if (buttons && buttons.length > 0) buttons[Math.min(index, buttons.length - 1)]!.focus();
  }, [ingredients]);

  return (
    <>
      <div ref={sentinelRef} className="selection-strip__sentinel" aria-hidden="true" />
      <section
        ref={stripRef}
        className={`selection-strip${tucked ? ' is-tucked' : ''}`}
        aria-labelledby={titleId}
      >
        <div className="selection-strip__inner">
          <h2 id={titleId} className="selection-strip__title">
            {t('exploreByIngredients.selectionTitle', { count: ingredients.length })}
          </h2>
          <ul ref={listRef} className="selection-strip__list">
            {ingredients.map((ingredient, index) => (
              <li
                key={ingredient.id}
                className="selection-strip__item"
                style={{ '--family-color': ingredient.family.color } as CSSProperties}
              >
                <IngredientPicture ingredient={ingredient} size="small" />
                <span className="selection-strip__name">{ingredient.name}</span>
                <button
                  type="button"
                  className="selection-strip__remove"
                  aria-label={t('exploreByIngredients.remove', { name: ingredient.name })}
                  onClick={() => {
                    focusIndex.current = index;
                    onRemove(ingredient.id);
                  }}
                >
                  <CloseIcon width="16" height="16" />
                </button>
              </li>
            ))}
          </ul>
          <div className="selection-strip__actions">
            <button type="button" className="link-button" onClick={onClear}>
              {t('exploreByIngredients.clearAll')}
            </button>
            {onShowResults && (
              <button
                ref={showResultsRef}
                type="button"
                className="button button--primary"
                onClick={onShowResults}
              >
                {t('exploreByIngredients.showResults')}
              </button>
            )}
          </div>
          <p className="selection-strip__notice" role="status">
            {notice}
          </p>
        </div>
      </section>
    </>
  );
}
