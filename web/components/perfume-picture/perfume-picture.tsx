import { useId, useMemo } from 'react';
import {
  GLASS,
  INK,
  PAPER,
  PICTURE_SIZE,
  perfumePictureLayout,
  type PerfumePictureSource,
} from './perfume-picture-layout';
import './perfume-picture.css';

const COLLAR = '#D9A441';

/**
 * A perfume's drawn flacon (perfume-picture-layout.ts), inline so that each perfume's colours need
 * no file. Decorative unless `label` is given: where the perfume's name is written beside it, a
 * screen reader would only hear it twice.
 */
export function PerfumePicture({
  perfume,
  label,
}: {
  perfume: PerfumePictureSource;
  /** Its text alternative, where the drawing stands as the perfume's image. */
  label?: string;
}) {
  const layout = useMemo(() => perfumePictureLayout(perfume), [perfume]);
  // An address inside url(#…) must be a plain name: useId's punctuation is left out.
  const clip = `perfume-picture-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { neck, collar, cap, liquid, label: tag } = layout;
  return (
    <svg
      className="perfume-picture"
      viewBox={`0 0 ${PICTURE_SIZE} ${PICTURE_SIZE}`}
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
      data-silhouette={layout.silhouette}
    >
      <defs>
        <clipPath id={clip}>
          <path d={layout.body} />
        </clipPath>
      </defs>
      <g stroke={INK} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <rect x={neck.x} y={neck.y} width={neck.width} height={neck.height} fill={GLASS} />
        <path d={layout.body} fill={GLASS} stroke="none" />
        <g clipPath={`url(#${clip})`} stroke="none">
          {liquid.bands.map((band) => (
            <rect
              key={`${band.color}-${band.y}`}
              x="0"
              y={band.y}
              width={PICTURE_SIZE}
              height={band.height + 0.5}
              fill={band.color}
            />
          ))}
          <path
            d={`M0 ${liquid.surface} H${PICTURE_SIZE}`}
            stroke={INK}
            strokeWidth="1.5"
            fill="none"
          />
        </g>
        <path d={layout.body} fill="none" />
        <path d={layout.glint} fill="none" stroke={PAPER} strokeOpacity="0.8" strokeWidth="4" />
        {collar && (
          <rect
            x={collar.x}
            y={collar.y}
            width={collar.width}
            height={collar.height}
            rx="1.5"
            fill={COLLAR}
            strokeWidth="1.5"
          />
        )}
        <path d={cap.path} fill={cap.fill} />
        <path d={tag.path} fill={tag.fill} strokeWidth="1.5" />
        <text
          className="perfume-picture__monogram"
          x={tag.x}
          y={tag.y}
          fontSize={tag.fontSize}
          fill={tag.ink}
          stroke="none"
          textAnchor="middle"
          dominantBaseline="central"
        >
          {tag.monogram}
        </text>
      </g>
    </svg>
  );
}
