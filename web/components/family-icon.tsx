import type { CSSProperties } from 'react';
import './family-icon.css';

/**
 * A family's mark: a disc of its colour (with the secondary family as a smaller disc when given)
 * and its name. Families have no pictures of their own yet; the colour is what identifies them.
 */
export function FamilyIcon({
  name,
  color,
  secondaryColor,
  className,
}: {
  name: string;
  color: string;
  secondaryColor?: string;
  className?: string;
}) {
  const style = {
    '--family-color': color,
    '--family-secondary': secondaryColor ?? color,
  } as CSSProperties;
  return (
    <span className={`family-icon${className ? ` ${className}` : ''}`} style={style}>
      <svg className="family-icon__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle className="family-icon__main" cx="7" cy="8" r="6" />
        {secondaryColor && <circle className="family-icon__touch" cx="12" cy="11.5" r="3.5" />}
      </svg>
      <span className="family-icon__name">{name}</span>
    </span>
  );
}
