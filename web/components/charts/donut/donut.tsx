import { useMemo, useRef, type KeyboardEvent } from 'react';
import { donutLayout, type DonutDatum } from './donut-layout';
import './donut.css';

export interface DonutProps {
  data: readonly DonutDatum[];
  selectedId: number | null;
  /** Selecting the selected one again deselects it: the owner decides, this only reports. */
  onSelect: (id: number) => void;
  /** Names the chart and its legend, e.g. "Families of your favourite perfumes". */
  label: string;
  /** A legend entry's accessible text, e.g. "Floral: 3 perfumes (50%)". */
  describe: (datum: DonutDatum, percent: number) => string;
  size?: number;
}

/**
 * A donut chart with its legend. The drawing is for the eye (and the mouse); the legend is the
 * text alternative and the keyboard path: one toggle button per slice, arrow keys moving between
 * them, each saying its share.
 */
export function Donut({ data, selectedId, onSelect, label, describe, size = 240 }: DonutProps) {
  const slices = useMemo(() => donutLayout(data, { size, selectedId }), [data, size, selectedId]);
  const legendRef = useRef<HTMLUListElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const keys: Record<string, number> = {
      ArrowDown: 1,
      ArrowRight: 1,
      ArrowUp: -1,
      ArrowLeft: -1,
    };
    const buttons = Array.from(legendRef.current?.querySelectorAll('button') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      buttons[event.key === 'Home' ? 0 : buttons.length - 1]?.focus();
    } else if (keys[event.key] !== undefined && at !== -1) {
      event.preventDefault();
      buttons[(at + keys[event.key]! + buttons.length) % buttons.length]?.focus();
    }
  }

  return (
    <figure className="donut" aria-label={label}>
      <svg
        className="donut__chart"
        viewBox={`0 0 ${size} ${size}`}
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
      >
        {slices.map((slice) => (
          <path
            key={slice.id}
            className={`donut__slice${slice.id === selectedId ? ' is-selected' : ''}${selectedId !== null && slice.id !== selectedId ? ' is-dimmed' : ''}`}
            d={slice.path}
            fill={slice.color}
            transform={`translate(${slice.origin[0]} ${slice.origin[1]})`}
            data-family-id={slice.id}
            onClick={() => onSelect(slice.id)}
          />
        ))}
      </svg>
      <figcaption className="donut__legend-wrap">
        <ul className="donut__legend" ref={legendRef} onKeyDown={onKeyDown}>
          {slices.map((slice) => (
            <li key={slice.id}>
              <button
                type="button"
                className="donut__legend-item"
                aria-pressed={slice.id === selectedId}
                onClick={() => onSelect(slice.id)}
              >
                <span
                  className="donut__swatch"
                  style={{ background: slice.color }}
                  aria-hidden="true"
                />
                <span>{describe(slice, slice.percent)}</span>
              </button>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
