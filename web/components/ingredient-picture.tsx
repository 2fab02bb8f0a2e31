import { useState, type CSSProperties } from 'react';
import type { IngredientRef } from '../../common/api/catalog';
import './ingredient-picture.css';

type PictureSource = Pick<IngredientRef, 'imageUrl' | 'useGenericImageUrl' | 'family'>;

/**
 * An ingredient's illustration over a disc tinted with its family colour: its own drawing, or the
 * family's generic one when it has none (or the file fails to load), or the bare disc when neither
 * exists. Decorative: the ingredient's name is always written next to it.
 */
export function IngredientPicture({
  ingredient,
  size = 'medium',
}: {
  ingredient: PictureSource;
  size?: 'small' | 'medium' | 'large';
}) {
  const own = ingredient.useGenericImageUrl ? '' : ingredient.imageUrl;
  const sources = [own, ingredient.family.imageUrl].filter((url) => url !== '');
  const [failures, setFailures] = useState(0);
  const src = sources[failures];
  const style = { '--picture-color': ingredient.family.color } as CSSProperties;
  return (
    <span className={`ingredient-picture ingredient-picture--${size}`} style={style} aria-hidden>
      {src && (
        <img
          key={src}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailures((n) => n + 1)}
        />
      )}
    </span>
  );
}
