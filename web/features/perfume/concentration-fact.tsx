import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PerfumeConcentration } from '../../../common/api/catalog';
import { appRoutes } from '../../../common/app-routes';
import { useLanguage } from '../../lib/i18n';
import { joinList } from '../../lib/intl-formats';

/**
 * The perfume's strength among its facts: the concentration as launched (the house's own name
 * beside it when it has one), the other strengths sold under the same name, and a line on what the
 * strength means with a link to the how-it-works section. Nothing when the catalog does not say.
 */
export function ConcentrationFact({
  concentration,
}: {
  concentration: PerfumeConcentration | null;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!concentration) return null;
  const { key, houseName, alsoAs } = concentration;
  const name =
    key === 'other'
      ? (houseName ?? t('concentration.name.other'))
      : houseName && houseName.toLowerCase() !== t(`concentration.name.${key}`).toLowerCase()
        ? t('concentration.withHouseName', {
            concentration: t(`concentration.name.${key}`),
            houseName,
          })
        : t(`concentration.name.${key}`);
  return (
    <div className="facts__row" data-fact="concentration">
      <dt>{t('concentration.label')}</dt>
      <dd>
        <span className="facts__concentration">{name}</span>
        {alsoAs.length > 0 && (
          <span className="facts__also-as">
            {' '}
            {t('concentration.alsoAs', {
              list: joinList(
                lang,
                alsoAs.map((other) => t(`concentration.name.${other}`).toLowerCase()),
              ),
            })}
          </span>
        )}
        <span className="facts__explain">
          {t(`concentration.explain.${key}`)}{' '}
          <Link to={`${appRoutes.howto}#concentrations`}>{t('concentration.howto')}</Link>
        </span>
      </dd>
    </div>
  );
}
