import { useState, type CSSProperties } from 'react';
import { contrastTextColor } from '../../common/domain/contrast';
import './perfume-visual.css';

/**
 * A perfume's picture: its image, or, when it has none or the image fails (spec section 8: a
 * missing image falls back to a family colour), a flacon drawn in its family colour with the
 * secondary family as the cap and its initial in the colour the contrast rule picks. Decorative:
 * the perfume's name is always written next to it.
 */
export function PerfumeVisual({
  name,
  imageUrl,
  color,
  accentColor,
  size = 'medium',
}: {
  name: string;
  imageUrl: string;
  color: string;
  accentColor?: string;
  size?: 'small' | 'medium' | 'large';
}) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return (
      <span className={`perfume-visual perfume-visual--${size} perfume-visual--image`}>
        <img
          src={imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      </span>
    );
  }
  const style = {
    '--visual-color': color,
    '--visual-accent': accentColor ?? color,
    '--visual-ink': contrastTextColor(color),
  } as CSSProperties;
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
