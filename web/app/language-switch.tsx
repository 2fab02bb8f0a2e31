import { useTranslation } from 'react-i18next';
import { languages } from '../../common/domain/languages';
import { setLanguage, useLanguage } from '../lib/i18n';

/** One button per language, named in its own language; the current one is pressed. */
export function LanguageSwitch({
  labelledBy,
  onChosen,
}: {
  labelledBy: string;
  /** Called once the new language is shown (the header's switch then closes). */
  onChosen?: () => void;
}) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <ul className="language-switch" aria-labelledby={labelledBy}>
      {languages.map((language) => (
        <li key={language}>
          <button
            type="button"
            className="language-switch__button"
            lang={language}
            aria-pressed={language === current}
            onClick={() => void setLanguage(language).then(onChosen)}
          >
            {t(`languages.${language}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
