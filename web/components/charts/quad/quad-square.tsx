import type { CSSProperties, Ref } from 'react';
import { contrastTextColor } from '../../../../common/domain/contrast';
import { DropIcon, StarIcon } from '../../icons';
import { calloutPosition, type LabelPlacement, type QuadTile } from './quad-layout';

/**
 * The drawn square, for the eye only (aria-hidden: the legend is its text alternative): one tile
 * per ingredient with its drop, the hero's star and its name where `placements` found it room.
 * Highlighted ingredients stand out and the others are dimmed; the tile of the focused legend line
 * wears the focus ring; with `onSelect`, a click on a tile opens what its legend link opens.
 */
export function QuadSquare({
  squareRef,
  tiles,
  placements,
  highlight,
  focused,
  describe,
  onPoint,
  onSelect,
}: {
  squareRef: Ref<HTMLDivElement>;
  tiles: readonly QuadTile[];
  placements: ReadonlyMap<number, LabelPlacement | 'none'>;
  highlight?: ReadonlySet<number>;
  focused: number | null;
  /** The tile's sentence, kept on it for the end-to-end checks and the tests. */
  describe: (tile: QuadTile) => string;
  /** The pointer came onto the tile of ingredient `id` (`inside`) or left it. */
  onPoint: (id: number, inside: boolean) => void;
  onSelect?: (id: number) => void;
}) {
  return (
    <div ref={squareRef} className="quad__square" aria-hidden="true">
      {tiles.map((tile) => {
        const style = {
          left: `${tile.x}%`,
          top: `${tile.y}%`,
          width: `${tile.width}%`,
          height: `${tile.height}%`,
          '--tile-color': tile.color,
          '--tile-ink': contrastTextColor(tile.color),
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
          onSelect ? 'is-link' : '',
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
            onPointerEnter={() => onPoint(tile.id, true)}
            onPointerLeave={() => onPoint(tile.id, false)}
            onClick={onSelect ? () => onSelect(tile.id) : undefined}
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
  );
}

/**
 * A tile's name and share over the drawing, beside the tile (above it, or below one at the top),
 * for the eye only: the legend holds the same for screen readers.
 */
export function QuadCallout({
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
