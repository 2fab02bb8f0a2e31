import { useState, type CSSProperties } from 'react';
import { contrastTextColor } from '../../common/domain/contrast';
import './perfume-visual.css';

/**
 * A perfume's picture: its image; when it has none or the image fails (spec section 8: a missing
 * image falls back to a family colour), its signature ingredient's drawing over its family colour;
 * and when that is missing too, a flacon drawn in its family colour with the secondary family as
 * the cap and its initial in the colour the contrast rule picks. Decorative: the perfume's name is
 * always written next to it.
 */
export function PerfumeVisual({
  name,
  imageUrl,
  heroImageUrl = '',
  color,
  accentColor,
  size = 'medium',
}: {
  name: string;
  imageUrl: string;
  /** The signature ingredient's own drawing ('' when it has none). */
  heroImageUrl?: string;
  color: string;
  accentColor?: string;
  size?: 'small' | 'medium' | 'large';
}) {
  // How many of the pictures (the perfume's, then its hero's) have failed to load.
  const sources = [imageUrl, heroImageUrl].filter((url) => url !== '');
  const [failures, setFailures] = useState(0);
  const src = sources[failures];
  const style = {
    '--visual-color': color,
    '--visual-accent': accentColor ?? color,
    '--visual-ink': contrastTextColor(color),
  } as CSSProperties;
  if (src) {
    const hero = src !== imageUrl;
    return (
      <span
        className={`perfume-visual perfume-visual--${size} ${hero ? 'perfume-visual--hero' : 'perfume-visual--image'}`}
        style={hero ? style : undefined}
        aria-hidden={hero ? 'true' : undefined}
      >
        <img
          key={src}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailures((n) => n + 1)}
        />
      </span>
    );
  }
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';
  return (
    <span className={`perfume-visual perfume-visual--${size}`} style={style} aria-hidden="true">
      <svg className="perfume-visual__drawing" viewBox="0 0 64 64" focusable="false">
        <rect className="perfume-visual__cap" x="25" y="6" width="14" height="9" rx="2" />
        <rect className="perfume-visual__neck" x="28" y="15" width="8" height="5" />
        <rect className="perfume-visual__bottle" x="12" y="20" width="40" height="38" rx="7" />
        <text className="perfume-visual__initial" x="32" y="46" textAnchor="middle">
          {initial}
        </text>
      </svg>
    </span>
  );
}
