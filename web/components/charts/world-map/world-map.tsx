import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import {
  worldMapLayout,
  type MapCountry,
  type MapHighlight,
  type WorldFeatures,
} from './world-map-layout';
import './world-map.css';

/** The drawing's width in its own units; the SVG scales to its box. */
const MAP_WIDTH = 800;

export interface WorldMapProps {
  /** The world's countries; undefined while they load (or when they could not be loaded). */
  world: WorldFeatures | undefined;
  /** The countries to highlight, named in the visitor's language. */
  countries: readonly MapCountry[];
  /** The highlight colour (the ingredient's family). */
  color: string;
  /** Names the map and its list, e.g. "Where vanilla comes from". */
  label: string;
  /** A country's button, e.g. "Madagascar: show on the map". */
  describe: (country: MapCountry) => string;
  /** Shown in place of the drawing while `world` is undefined: loading, or why it is missing. */
  message?: string;
}

/**
 * A world map with some countries highlighted, and their list beside it. The drawing is for the
 * eye (aria-hidden); the list is its text alternative and its keyboard path: one toggle button per
 * country that points it out on the map (a ring around it), arrow keys moving between them. A
 * country too small to see at this scale (or missing from the map's geometry) gets a dot.
 */
export function WorldMap({ world, countries, color, label, describe, message }: WorldMapProps) {
  const layout = useMemo(
    () => (world ? worldMapLayout(world, countries, { width: MAP_WIDTH }) : null),
    [world, countries],
  );
  // The country pointed out from the list (a toggle), and the one under the mouse on the map.
  const [pointed, setPointed] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const style = { '--map-highlight': color } as CSSProperties;
  const shownCode = hovered ?? pointed;
  const shown = layout?.highlights.find((h) => h.code === shownCode);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const step: Record<string, number> = {
      ArrowDown: 1,
      ArrowRight: 1,
      ArrowUp: -1,
      ArrowLeft: -1,
    };
    const buttons = Array.from(listRef.current?.querySelectorAll('button') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      buttons[event.key === 'Home' ? 0 : buttons.length - 1]?.focus();
    } else if (step[event.key] !== undefined && at !== -1) {
      event.preventDefault();
      buttons[(at + step[event.key]! + buttons.length) % buttons.length]?.focus();
    }
  }

  return (
    <figure className="world-map" aria-label={label} style={style}>
      <div className="world-map__drawing">
        {layout ? (
          <svg
            className="world-map__svg"
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            aria-hidden="true"
            focusable="false"
            data-testid="world-map"
          >
            <g className="world-map__land">
              {layout.land.map((country) => (
                <path key={country.key} d={country.path} />
              ))}
            </g>
            <g className="world-map__highlights">
              {layout.highlights.map((h) => (
                <Highlight
                  key={h.code}
                  highlight={h}
                  pointed={h.code === shownCode}
                  onPoint={(on) => setHovered(on ? h.code : null)}
                />
              ))}
            </g>
            {shown && (
              <circle
                className="world-map__ring"
                cx={shown.point[0]}
                cy={shown.point[1]}
                r={22}
                data-country={shown.code}
              />
            )}
          </svg>
        ) : (
          message && (
            <p className="world-map__message" role="status">
              {message}
            </p>
          )
        )}
      </div>
      <figcaption className="world-map__legend">
        <ul className="world-map__list" ref={listRef} onKeyDown={onKeyDown}>
          {countries.map((country) => (
            <li key={country.code}>
              <button
                type="button"
                className="world-map__country"
                aria-pressed={country.code === pointed}
                aria-label={describe(country)}
                data-country={country.code}
                onClick={() => setPointed((p) => (p === country.code ? null : country.code))}
              >
                <span className="world-map__swatch" aria-hidden="true" />
                <span>{country.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

function Highlight({
  highlight,
  pointed,
  onPoint,
}: {
  highlight: MapHighlight;
  pointed: boolean;
  onPoint: (on: boolean) => void;
}) {
  const className = `world-map__country-shape${pointed ? ' is-pointed' : ''}`;
  return (
    <g
      className={className}
      data-country={highlight.code}
      onMouseEnter={() => onPoint(true)}
      onMouseLeave={() => onPoint(false)}
    >
      {highlight.path && <path d={highlight.path} />}
      {highlight.marked && (
        <circle className="world-map__dot" cx={highlight.point[0]} cy={highlight.point[1]} r={7} />
      )}
      <title>{highlight.name}</title>
    </g>
  );
}
