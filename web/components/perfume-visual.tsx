import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerfumeSummary } from '../../common/api/catalog';
import { PerfumePicture } from './perfume-picture/perfume-picture';
import './perfume-visual.css';

type VisualSource = Pick<
  PerfumeSummary,
  'id' | 'name' | 'imageUrl' | 'brand' | 'family' | 'secondaryFamily' | 'picture'
>;

/** The tile's width in CSS pixels at each size (perfume-visual.css), for the photo's own size. */
const tilePixels = { small: 48, medium: 72, large: 120 } as const;

/**
 * A perfume's picture: the photograph the catalog names (an operator sets `imageUrl` through the
 * import), else, or when it fails to load, its own drawn flacon (components/perfume-picture).
 * Decorative in lists, where the name is written beside it; `labelled` where it stands as the
 * perfume's image (its view), with a text alternative naming the perfume.
 */
export function PerfumeVisual({
  perfume,
  size = 'medium',
  labelled = false,
}: {
  perfume: VisualSource;
  size?: 'small' | 'medium' | 'large';
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  // The failed address, so that a perfume whose photo changes tries the new one.
  const [failed, setFailed] = useState('');
  const style = { '--visual-color': perfume.family.color } as CSSProperties;
  const names = { name: perfume.name, brand: perfume.brand.name };
  if (perfume.imageUrl !== '' && perfume.imageUrl !== failed) {
    const pixels = tilePixels[size];
    return (
      <span className={`perfume-visual perfume-visual--${size} perfume-visual--image`}>
        {/* Width and height keep the tile's room while the photo loads, which is lazy: lists
            show dozens of perfumes and most are below the fold. */}
        <img
          src={perfume.imageUrl}
          alt={labelled ? t('perfume.photoAlt', names) : ''}
          width={pixels}
          height={pixels}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(perfume.imageUrl)}
        />
      </span>
    );
  }
  return (
    <span className={`perfume-visual perfume-visual--${size}`} style={style}>
      <PerfumePicture
        perfume={perfume}
        label={labelled ? t('perfume.drawingAlt', names) : undefined}
      />
    </span>
  );
}
