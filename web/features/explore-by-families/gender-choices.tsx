import { useTranslation } from 'react-i18next';
import { genderCodes, type GenderCode } from '../../../common/domain/gender';

/** For him, for her, unisex as three checkboxes; none checked means every perfume. */
export function GenderChoices({
  legend,
  genders,
  onChange,
}: {
  legend: string;
  genders: readonly GenderCode[];
  onChange: (genders: GenderCode[]) => void;
}) {
  const { t } = useTranslation();
  // Spec section 2 lists them as for him, for her, unisex.
  const order: GenderCode[] = ['MU', 'FU', 'U'];
  return (
    <fieldset className="gender-choices">
      <legend className="gender-choices__legend">{legend}</legend>
      {order.map((code) => (
        <label key={code} className="gender-choices__option">
          <input
            type="checkbox"
            checked={genders.includes(code)}
            onChange={(event) => {
              const next = new Set(genders);
              if (event.target.checked) next.add(code);
              else next.delete(code);
              onChange(genderCodes.filter((g) => next.has(g)));
            }}
          />
          <span>{t(`gender.${code}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
