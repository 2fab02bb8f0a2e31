import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FamilyRef } from '../../../common/api/catalog';

/** "a", "a and b", "a, b and c", with the language's word for "and". */
function joinWords(items: ReactNode[], and: string): ReactNode {
  return items.map((item, i) => (
    <Fragment key={i}>
      {i > 0 && (i === items.length - 1 ? ` ${and} ` : ', ')}
      {item}
    </Fragment>
  ));
}

/**
 * The profile's sentence: the favourite families, each a toggle that selects it, then up to three
 * secondary families met among the favourites (spec section 2).
 */
export function ProfileDescription({
  families,
  subfamilies,
  selectedId,
  onToggle,
}: {
  families: FamilyRef[];
  subfamilies: FamilyRef[];
  selectedId: number | null;
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation();
  const and = t('profile.description.and');
  const familyWords = families.map((family) => (
    <button
      key={family.id}
      type="button"
      className="profile-description__family"
      style={{ textDecorationColor: family.color }}
      aria-pressed={family.id === selectedId}
      onClick={() => onToggle(family.id)}
    >
      {family.name.toLocaleLowerCase()}
    </button>
  ));
  const subfamilyWords = subfamilies.map((family) => (
    <span key={family.id} className="profile-description__subfamily">
      {family.name.toLocaleLowerCase()}
    </span>
  ));
  return (
    <p className="profile-description">
      {t('profile.description.start')} {joinWords(familyWords, and)}
      {subfamilies.length > 0 && (
        <>
          {t('profile.description.touches')} {joinWords(subfamilyWords, and)}
        </>
      )}
      {t('profile.description.end')}
    </p>
  );
}
