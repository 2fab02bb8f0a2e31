import { useId, useMemo, type CSSProperties } from 'react';
import type { PyramidStage } from '../../../../common/domain/catalog-schema';
import { stageOrder } from '../../../../common/domain/pyramid';
import { contrastTextColor } from '../../../../common/domain/contrast';
import { labelTextMeasure } from '../text-measure';
import { useObservedWidth } from '../use-observed-width';
import { layoutTimeline, type TimelineNote } from './timeline-layout';
import './note-timeline.css';

/** The chart's width before it is measured: the perfume view's column on a desktop. */
const DEFAULT_WIDTH_PX = 340;

/**
 * A perfume's notes along its life (timeline-layout.ts): one band per note across the first
 * minutes, the first hours and the drydown, coloured by its ingredient's family, its name on it.
 * The bands of the chosen `moment` stand out, the others step back. Each note is a link (its
 * words say when it is there and its share), so the chart is its own text alternative and a
 * keyboard path; a click follows `hrefFor` through `onOpen`, which the screen routes.
 */
export function NoteTimeline({
  notes,
  moment,
  caption,
  describe,
  hrefFor,
  onOpen,
}: {
  notes: readonly TimelineNote[];
  moment: PyramidStage | null;
  caption: string;
  /** What a note's link says beyond its name: when it is there and its share. */
  describe: (note: TimelineNote) => string;
  hrefFor: (id: number) => string;
  onOpen: (id: number) => void;
}) {
  const captionId = useId();
  const { ref: chartRef, width } = useObservedWidth<HTMLOListElement>(DEFAULT_WIDTH_PX);
  const rows = useMemo(() => layoutTimeline(notes, width, labelTextMeasure()), [notes, width]);
  const column = moment ? stageOrder.indexOf(moment) : -1;

  return (
    <figure className="note-timeline" aria-labelledby={captionId}>
      <figcaption id={captionId} className="visually-hidden">
        {caption}
      </figcaption>
      <div className="note-timeline__chart">
        {/* The three moments as columns behind the bands, the chosen one tinted. */}
        <div className="note-timeline__columns" aria-hidden="true">
          {stageOrder.map((stage, index) => (
            <span
              key={stage}
              className={`note-timeline__column${index === column ? ' is-chosen' : ''}`}
            />
          ))}
        </div>
        <ol ref={chartRef} className="note-timeline__rows">
          {rows.map((row) => {
            const present = moment === null || row.stages.includes(moment);
            const ink = contrastTextColor(row.color);
            return (
              <li
                key={row.id}
                className={`note-timeline__row${present ? '' : ' is-dimmed'}`}
                data-note={row.id}
                style={{ '--band-height': `${row.thickness}px` } as CSSProperties}
              >
                <a
                  className="note-timeline__link"
                  href={hrefFor(row.id)}
                  // The name as shown, then when the note is there and its share.
                  aria-label={`${row.name}, ${describe(row)}`}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                      return;
                    event.preventDefault();
                    onOpen(row.id);
                  }}
                >
                  {row.spans.map((span, index) => (
                    <span
                      key={span.start}
                      className={[
                        'note-timeline__band',
                        row.fades && index === row.spans.length - 1 ? 'is-fading' : '',
                        span.end === 3 ? 'is-lasting' : '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      style={
                        {
                          gridColumn: `${span.start + 1} / ${span.end + 1}`,
                          '--band-color': row.color,
                        } as CSSProperties
                      }
                      aria-hidden="true"
                    />
                  ))}
                  <span
                    className={`note-timeline__name is-${row.nameSize}${row.fades && row.spans.length === 1 ? ' is-fading' : ''}`}
                    style={
                      {
                        gridColumn: `${row.spans[0]!.start + 1} / ${row.spans[0]!.end + 1}`,
                        '--band-ink': ink,
                      } as CSSProperties
                    }
                  >
                    {row.name}
                  </span>
                </a>
              </li>
            );
          })}
        </ol>
      </div>
    </figure>
  );
}
