import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IngredientRef, PerfumeSummary } from '../../../common/api/catalog';
import type { IngredientInfo } from '../../../common/api/ingredients';
import { contrastTextColor } from '../../../common/domain/contrast';
import { FamilyIcon } from '../../components/family-icon';
import { PerfumeCard } from '../../components/perfume-card';
import { useLanguage } from '../../lib/i18n';
import { chapterHref, perfumeHref } from './chapter-address';

/** The chapter's texts, in reading order. Each is shown only once it is written for the language. */
const proseFields = [
  'description',
  'type',
  'parts',
  'extraction',
  'history',
  'production',
  'effect',
  'moreInfo',
  'didYouKnow',
] as const;

/** Paragraphs of a chapter text: blank lines separate them. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * The ingredient's picture when it has its own, else a disc of its family colour with its
 * initial. Decorative: the name is the page's title.
 */
function IngredientVisual({ info }: { info: IngredientInfo }) {
  const [failed, setFailed] = useState(false);
  if (info.imageUrl && !info.useGenericImageUrl && !failed) {
    return (
      <span className="ingredient-visual ingredient-visual--image">
        <img src={info.imageUrl} alt="" decoding="async" onError={() => setFailed(true)} />
      </span>
    );
  }
  const style = {
    '--visual-color': info.family.color,
    '--visual-ink': contrastTextColor(info.family.color),
  } as CSSProperties;
  return (
    <span className="ingredient-visual" style={style} aria-hidden="true">
      {Array.from(info.name.trim())[0]?.toLocaleUpperCase() ?? ''}
    </span>
  );
}

function ChapterSection({
  title,
  hint,
  className,
  children,
}: {
  title: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      className={`chapter-section${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {hint && <p className="hint">{hint}</p>}
      {children}
    </section>
  );
}

/** A perfume with this ingredient, tagged when the ingredient is its signature. */
function IngredientPerfume({
  perfume,
  ingredientId,
}: {
  perfume: PerfumeSummary;
  ingredientId: number;
}) {
  const { t } = useTranslation();
  return (
    <PerfumeCard
      perfume={perfume}
      href={perfumeHref(perfume.id)}
      size="small"
      tag={
        perfume.heroIngredient.id === ingredientId && (
          <span className="tag tag--accent">{t('chapter.signature')}</span>
        )
      }
    />
  );
}

function RelatedIngredient({
  ingredient,
  selectedPerfume,
}: {
  ingredient: IngredientRef;
  selectedPerfume: number | null;
}) {
  const { t } = useTranslation();
  const style = { '--family-color': ingredient.family.color } as CSSProperties;
  return (
    <Link
      className="chapter-related"
      to={chapterHref(ingredient.id, selectedPerfume)}
      style={style}
      aria-label={t('chapter.relatedLabel', {
        name: ingredient.name,
        family: ingredient.family.name,
      })}
      data-ingredient-id={ingredient.id}
    >
      <span className="chapter-related__dot" aria-hidden="true" />
      <span className="chapter-related__name">{ingredient.name}</span>
      <span className="chapter-related__family">{ingredient.family.name}</span>
    </Link>
  );
}

/** Everything the catalog knows of one ingredient; what is not known yet is left out. */
export function ChapterContent({
  info,
  selectedPerfume,
}: {
  info: IngredientInfo;
  /** The perfume the chapter was opened from, kept when another chapter is opened from here. */
  selectedPerfume: number | null;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const origins = info.origin.map((country) => country.name);
  const prose = proseFields.flatMap((field) => {
    const text = info[field];
    const parts = text ? paragraphs(text) : [];
    return parts.length > 0 ? [{ field, parts }] : [];
  });
  const iconicText = info.iconicFragranceText ? paragraphs(info.iconicFragranceText) : [];

  return (
    <div className="chapter">
      <div className="chapter__intro">
        <IngredientVisual info={info} />
        <div className="chapter__summary">
          <p className="chapter__tags">
            <span className="tag">
              {t(info.kind === 'synthetic' ? 'chapter.synthetic' : 'chapter.natural')}
            </span>
          </p>
          <dl className="chapter-facts">
            <div className="chapter-facts__row">
              <dt>{t('chapter.familyLabel')}</dt>
              <dd>
                <FamilyIcon
                  className="chapter-facts__family"
                  name={info.family.name}
                  color={info.family.color}
                />
              </dd>
            </div>
            {origins.length > 0 && (
              <div className="chapter-facts__row">
                <dt>
                  {t(
                    info.kind === 'synthetic' ? 'chapter.originSynthetic' : 'chapter.originNatural',
                  )}
                </dt>
                <dd>{new Intl.ListFormat(lang, { type: 'conjunction' }).format(origins)}</dd>
              </div>
            )}
          </dl>
        </div>
      </div>

      {prose.map(({ field, parts }) => (
        <ChapterSection
          key={field}
          title={t(`chapter.sections.${field}`)}
          className="chapter-section--prose"
        >
          {parts.map((part, i) => (
            <p key={i}>{part}</p>
          ))}
        </ChapterSection>
      ))}

      {info.iconicPerfume && (
        <ChapterSection title={t('chapter.sections.iconicPerfume')}>
          <div className="chapter-iconic">
            <IngredientPerfume perfume={info.iconicPerfume} ingredientId={info.id} />
            {iconicText.map((part, i) => (
              <p key={i}>{part}</p>
            ))}
          </div>
        </ChapterSection>
      )}

      {info.perfumes.length > 0 && (
        <ChapterSection
          title={t('chapter.perfumesTitle', { name: info.name })}
          hint={t('chapter.perfumesHint')}
        >
          <ul className="chapter-cards">
            {info.perfumes.map((perfume) => (
              <li key={perfume.id}>
                <IngredientPerfume perfume={perfume} ingredientId={info.id} />
              </li>
            ))}
          </ul>
        </ChapterSection>
      )}

      {info.relatedIngredients.length > 0 && (
        <ChapterSection
          title={t('chapter.relatedTitle', { name: info.name })}
          hint={t('chapter.relatedHint')}
        >
          <ul className="chapter-related-list">
            {info.relatedIngredients.map((ingredient) => (
              <li key={ingredient.id}>
                <RelatedIngredient ingredient={ingredient} selectedPerfume={selectedPerfume} />
              </li>
            ))}
          </ul>
        </ChapterSection>
      )}
    </div>
  );
}
