import type { TFunction } from 'i18next';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IngredientRef } from '../../../common/api/catalog';
import type { ChapterPerfume, IngredientInfo } from '../../../common/api/ingredients';
import { WorldMap } from '../../components/charts/world-map/world-map';
import type { MapCountry } from '../../components/charts/world-map/world-map-layout';
import { FamilyIcon } from '../../components/family-icon';
import { StarIcon } from '../../components/icons';
import { IngredientPicture } from '../../components/ingredient-picture';
import { PerfumeCard } from '../../components/perfume-card';
import { useLanguage } from '../../lib/i18n';
import { chapterHref, exploreHref, perfumeHref } from './chapter-address';
import {
  chapterPerfumes,
  formatShare,
  signatureMarks,
  useCameFromPerfume,
} from './chapter-perfumes';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useWorldGeometry } from './world-geometry';
import { AvoidIngredientToggle } from '../perfume/avoid-ingredient-toggle';
import { joinList } from '../../lib/intl-formats';

/**
 * The long texts of a chapter, in the spec's order (section 2), each under its heading; type and
 * parts, a phrase each, are facts beside the picture. The iconic perfume comes after production,
 * and 'did you know' stands apart.
 */
const openingFields = ['description', 'extraction', 'history', 'production'] as const;
const closingFields = ['effect'] as const;

/** Paragraphs of a chapter text: blank lines separate them. */
function paragraphs(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
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

/** A chapter text under its heading; nothing when the catalog has no such text. */
function ProseSection({
  title,
  text,
  className,
}: {
  title: string;
  text?: string;
  className?: string;
}) {
  const parts = paragraphs(text);
  if (parts.length === 0) return null;
  return (
    <ChapterSection title={title} className={`chapter-section--prose ${className ?? ''}`.trim()}>
      {parts.map((part, i) => (
        <p key={i}>{part}</p>
      ))}
    </ChapterSection>
  );
}

/**
 * A perfume with this ingredient: how much of it the perfume holds, a star when the ingredient is
 * its signature (unless every perfume listed shares that, which the list says once), and a mark
 * on the perfume the visitor came from.
 */
function IngredientPerfume({
  perfume,
  markSignature,
  cameFrom,
}: {
  perfume: ChapterPerfume;
  markSignature: boolean;
  cameFrom: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className={`chapter-perfume${cameFrom ? ' is-came-from' : ''}`}>
      <PerfumeCard
        perfume={perfume}
        href={perfumeHref(perfume.id)}
        size="small"
        tag={
          <>
            <span className="chapter-perfume__share">
              {markSignature && (
                <>
                  <StarIcon className="chapter-perfume__star" width="14" height="14" />
                  <span className="visually-hidden">{t('chapter.signatureMark')} </span>
                </>
              )}
              {t('chapter.share', { percent: formatShare(perfume.share, lang) })}
            </span>
            {cameFrom && <span className="tag tag--accent">{t('chapter.cameFrom')}</span>}
          </>
        }
      />
    </div>
  );
}

/** The hint under "Perfumes with …": the order, and what the star means when there is one. */
function perfumesHint(t: TFunction, marks: 'all' | 'some' | 'none') {
  if (marks === 'all') return t('chapter.perfumesHintAllSignature');
  if (marks === 'some') return t('chapter.perfumesHintSomeSignature');
  return t('chapter.perfumesHint');
}

function RelatedIngredient({
  ingredient,
  selectedPerfume,
}: {
  ingredient: IngredientRef;
  selectedPerfume: number | null;
}) {
  const { t } = useTranslation();
  return (
    // Named by what it shows, so that a visitor who says or types what they see reaches it.
    <Link
      className="chapter-related"
      to={chapterHref(ingredient.id, selectedPerfume)}
      data-ingredient-id={ingredient.id}
    >
      <IngredientPicture ingredient={ingredient} size="small" />
      <span className="chapter-related__name">{ingredient.name}</span>
      <span className="visually-hidden">, </span>
      <span className="chapter-related__family">
        {t('chapter.relatedFamily', { family: ingredient.family.name })}
      </span>
    </Link>
  );
}

/** Where the ingredient comes from (or, for a synthetic, where it was first made), on a map. */
function OriginSection({ info }: { info: IngredientInfo }) {
  const { t } = useTranslation();
  // The map is drawn as it nears the screen: projecting the world's outlines is the heaviest work
  // of a chapter, and the map sits below its texts.
  const [mapRef, nearScreen] = useNearViewport<HTMLDivElement>();
  const world = useWorldGeometry(info.origin.length > 0 && nearScreen);
  const countries = useMemo<MapCountry[]>(
    () => info.origin.map(({ id, code, name, lat, long }) => ({ id, code, name, lat, long })),
    [info.origin],
  );
  if (countries.length === 0) return null;
  return (
    <ChapterSection
      title={t(info.kind === 'synthetic' ? 'chapter.originSynthetic' : 'chapter.originNatural')}
      hint={t('chapter.map.hint')}
      className="chapter-section--origin"
    >
      <div ref={mapRef}>
        <WorldMap
          world={world.data}
          countries={countries}
          color={info.family.color}
          label={t('chapter.map.label', { name: info.name })}
          describe={(country) => t('chapter.map.show', { country: country.name })}
          message={t(world.isError ? 'chapter.map.error' : 'chapter.map.loading')}
        />
      </div>
    </ChapterSection>
  );
}

/**
 * Everything the catalog knows of one ingredient. An ingredient with a chapter (every text, in
 * every language) gets the whole of it, with its origins on a world map; the others keep a short
 * page of facts, with no heading standing for a text that is not written.
 */
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
  const chapter = info.isIngredientChapter;
  const origins = info.origin.map((country) => country.name);
  const cameFrom = useCameFromPerfume(info, selectedPerfume);
  const perfumes = chapterPerfumes(info, selectedPerfume, cameFrom);
  const marks = signatureMarks(perfumes, info.id);
  const facts: { label: string; value: ReactNode }[] = [
    {
      label: t('chapter.familyLabel'),
      value: (
        <FamilyIcon
          className="chapter-facts__family"
          name={info.family.name}
          color={info.family.color}
        />
      ),
    },
  ];
  if (chapter && info.type) facts.push({ label: t('chapter.sections.type'), value: info.type });
  if (chapter && info.parts) facts.push({ label: t('chapter.sections.parts'), value: info.parts });
  // Without a chapter there is no map: the countries are written out.
  if (!chapter && origins.length > 0)
    facts.push({
      label: t(info.kind === 'synthetic' ? 'chapter.originSynthetic' : 'chapter.originNatural'),
      value: joinList(lang, origins),
    });

  return (
    <div className={`chapter${chapter ? ' chapter--full' : ''}`}>
      <div className="chapter__intro">
        <IngredientPicture ingredient={info} size="large" />
        <div className="chapter__summary">
          <p className="chapter__tags">
            <span className="tag">
              {t(info.kind === 'synthetic' ? 'chapter.synthetic' : 'chapter.natural')}
            </span>
          </p>
          <dl className="chapter-facts">
            {facts.map((fact) => (
              <div key={fact.label} className="chapter-facts__row">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p className="chapter__explore">
            <Link className="button" to={exploreHref(info.id, false)}>
              {t('chapter.exploreByIngredient')}
            </Link>
            <span className="hint">{t('chapter.exploreHint', { name: info.name })}</span>
          </p>
          <p className="chapter__avoid">
            <AvoidIngredientToggle id={info.id} name={info.name} />
          </p>
        </div>
      </div>

      {chapter && (
        <>
          {openingFields.map((field) => (
            <ProseSection key={field} title={t(`chapter.sections.${field}`)} text={info[field]} />
          ))}

          {info.iconicPerfume && (
            <ChapterSection title={t('chapter.sections.iconicPerfume')}>
              <div className="chapter-iconic">
                <IngredientPerfume
                  perfume={info.iconicPerfume}
                  markSignature={info.iconicPerfume.heroIngredient.id === info.id}
                  cameFrom={info.iconicPerfume.id === selectedPerfume}
                />
                {paragraphs(info.iconicFragranceText).map((part, i) => (
                  <p key={i}>{part}</p>
                ))}
              </div>
            </ChapterSection>
          )}

          {closingFields.map((field) => (
            <ProseSection key={field} title={t(`chapter.sections.${field}`)} text={info[field]} />
          ))}
          <ProseSection
            title={t('chapter.sections.didYouKnow')}
            text={info.didYouKnow}
            className="chapter-section--aside"
          />
          <ProseSection title={t('chapter.sections.moreInfo')} text={info.moreInfo} />
          <OriginSection info={info} />
        </>
      )}

      {perfumes.length > 0 && (
        <ChapterSection
          title={t('chapter.perfumesTitle', { name: info.name })}
          hint={perfumesHint(t, marks)}
        >
          <ul className="chapter-cards">
            {perfumes.map((perfume) => (
              <li key={perfume.id}>
                <IngredientPerfume
                  perfume={perfume}
                  markSignature={marks === 'some' && perfume.heroIngredient.id === info.id}
                  cameFrom={perfume.id === selectedPerfume}
                />
              </li>
            ))}
          </ul>
          <p className="chapter__more">
            <Link
              className="button button--primary"
              to={exploreHref(info.id, true)}
              aria-label={t('chapter.showMoreLabel', { name: info.name })}
            >
              {t('chapter.showMore')}
            </Link>
          </p>
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
