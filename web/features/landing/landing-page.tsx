import type { ComponentType, SVGProps } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import {
  ArrowRightIcon,
  BottleIcon,
  BubblesIcon,
  SphereIcon,
  SprigIcon,
} from '../../components/icons';
import './landing.css';

interface Choice {
  id: string;
  to: string;
  title: ParseKeys;
  text: ParseKeys;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const choices: Choice[] = [
  {
    id: 'by-name',
    to: appRoutes.exploreByName,
    title: 'landing.byName',
    text: 'landing.byNameText',
    Icon: BottleIcon,
  },
  {
    id: 'by-ingredients',
    to: appRoutes.exploreByIngredients,
    title: 'landing.byIngredients',
    text: 'landing.byIngredientsText',
    Icon: SprigIcon,
  },
  {
    id: 'by-concepts',
    to: appRoutes.exploreByConcepts,
    title: 'landing.byConcepts',
    text: 'landing.byConceptsText',
    Icon: SphereIcon,
  },
  {
    id: 'by-families',
    to: appRoutes.exploreByFamilies,
    title: 'landing.byFamilies',
    text: 'landing.byFamiliesText',
    Icon: BubblesIcon,
  },
];

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="landing">
      <title>{`${t('app.name')} · ${t('landing.eyebrow')}`}</title>
      <section className="landing__hero" aria-labelledby="landing-title">
        <p className="landing__eyebrow">{t('landing.eyebrow')}</p>
        <h1 id="landing-title" className="landing__title">
          {t('landing.title')}
        </h1>
        <p className="landing__tagline">{t('landing.tagline')}</p>
      </section>

      <nav className="landing__choices" aria-label={t('landing.choices')}>
        <ul className="landing__grid">
          {choices.map(({ id, to, title, text, Icon }, index) => (
            <li key={id} className="landing-choice">
              <span className="landing-choice__index" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <Icon className="landing-choice__icon" width="40" height="40" />
              {/* The link holds the title alone, so its name is exactly what it shows ("Explore
                  by name") and stays short; it stretches over the whole card, and the sentence
                  below describes it. */}
              <Link
                className="landing-choice__title"
                to={to}
                aria-describedby={`landing-${id}-text`}
              >
                {t(title)}
              </Link>
              <span id={`landing-${id}-text`} className="landing-choice__text">
                {t(text)}
              </span>
              <ArrowRightIcon className="landing-choice__arrow" />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
