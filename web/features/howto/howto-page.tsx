import { useEffect, useState, type ReactNode } from 'react';
import { useTrackView } from '../../lib/analytics';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { CloseIcon } from '../../components/icons';
import { PageFrame } from '../../components/page-frame';
import { useGoBack } from '../../lib/url-query';
import { howtoAnchors, isHowtoAnchor, type HowtoAnchor } from './howto-anchors';
import { currentSection } from './howto-contents-model';
import { FamiliesFigure, PyramidFigure, QuadFigure } from './howto-figures';
import './howto.css';

const questionIds = [
  'buy',
  'account',
  'search',
  'skin',
  'discontinued',
  'sources',
  'mistake',
] as const;
const objectivityIds = [
  'paid',
  'owner',
  'partnerLinks',
  'order',
  'expert',
  'percent',
  'proportions',
] as const;

/**
 * Brings the section named by the address's fragment into view and gives focus to its heading,
 * so that keyboard and screen-reader users start reading where the link promised. Runs after the
 * root layout has scrolled a new page to its top, and again for each jump from the contents.
 */
function useScrollToAnchor(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    if (!isHowtoAnchor(id)) return;
    const section = document.getElementById(id);
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    section.querySelector<HTMLElement>('h2, h3')?.focus({ preventScroll: true });
  }, [hash, key]);
}

/** Wide enough for the contents to stand in their own column beside the text. */
const SIDE_CONTENTS_QUERY = '(min-width: 64rem)';

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(query);
    const update = () => setMatches(media.matches);
    update();
    media.addEventListener?.('change', update);
    return () => media.removeEventListener?.('change', update);
  }, [query]);
  return matches;
}

/**
 * The section being read, followed on scroll (once a frame at most), for the contents to mark.
 * The reading line sits a little under the sticky header, where a section's title arrives.
 */
function useSectionInView(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const header = document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0;
      const sections = key.split(' ').flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const scroller = document.scrollingElement ?? document.documentElement;
      const atPageEnd = window.innerHeight + window.scrollY >= scroller.scrollHeight - 2;
      setCurrent(currentSection(sections, header + 96, atPageEnd && window.scrollY > 0));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
  return current;
}

/**
 * The contents. On a wide screen, a column beside the text that stays in view (sticky) and marks
 * the section being read; narrower, a short list at the top, folded under its title until opened
 * (a native <details>, which works before the app has run and from the keyboard).
 */
function Contents({ items }: { items: { id: HowtoAnchor; title: string }[] }) {
  const { t } = useTranslation();
  const side = useMediaQuery(SIDE_CONTENTS_QUERY);
  const [unfolded, setUnfolded] = useState(false);
  const current = useSectionInView(items.map((item) => item.id));
  return (
    <nav className="howto-contents" aria-labelledby="howto-contents-title">
      <details
        className="howto-contents__details"
        open={side || unfolded}
        onToggle={(event) => {
          const details = event.currentTarget;
          // Beside the text the list is always shown: its title is no toggle there.
          if (side) details.open = true;
          else setUnfolded(details.open);
        }}
      >
        <summary className="howto-contents__summary" tabIndex={side ? -1 : undefined}>
          <h2 id="howto-contents-title" className="howto-contents__title">
            {t('howto.contents')}
          </h2>
        </summary>
        {/* The numbers are written out rather than drawn as list markers, which sat on the
            last line of a wrapped title: each one now stands beside its title's first line.
            role="list" keeps the list for screen readers that drop it without markers. */}
        <ol className="howto-contents__list" role="list">
          {items.map((item, index) => (
            <li key={item.id} className="howto-contents__item">
              <span className="howto-contents__number" aria-hidden="true">
                {index + 1}.
              </span>
              {/* A jump within the page replaces the entry, so that close still goes back to
                  the page the visitor came from. */}
              <Link
                to={{ hash: item.id }}
                replace
                aria-current={current === item.id ? 'location' : undefined}
                onClick={() => setUnfolded(false)}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}

function Section({ id, title, children }: { id: HowtoAnchor; title: string; children: ReactNode }) {
  return (
    <section id={id} className="howto-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="howto-section__title" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Subsection({
  id,
  title,
  children,
}: {
  id: HowtoAnchor;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="howto-subsection" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="howto-subsection__title" tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Questions and their answers, all visible: a reader scans the questions, then reads on. */
function QuestionList({
  items,
}: {
  items: { id: string; question: string; answer: string; more?: ReactNode }[];
}) {
  return (
    <dl className="howto-qa">
      {items.map((item) => (
        <div key={item.id} className="howto-qa__item">
          <dt className="howto-qa__question">{item.question}</dt>
          <dd className="howto-qa__answer">
            <p>{item.answer}</p>
            {item.more}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * How it works (spec section 2): what Sillage is for, how the quad is drawn, what "expert
 * reviewed" means, how similar perfumes and recommendations are chosen, questions and answers,
 * who is behind the site and whether its rankings can be bought. Sections have stable anchors
 * (howto-anchors.ts) that the perfume view links to.
 */
export function HowtoPage() {
  const { t } = useTranslation();
  useScrollToAnchor();
  useTrackView('HELP');

  const goBack = useGoBack();
  const close = () => goBack(appRoutes.landing);

  const contents: { id: HowtoAnchor; title: string }[] = [
    { id: howtoAnchors.purpose, title: t('howto.purpose.title') },
    { id: howtoAnchors.quad, title: t('howto.quad.title') },
    { id: howtoAnchors.pyramid, title: t('howto.pyramid.title') },
    { id: howtoAnchors.expertReviewed, title: t('howto.expertReviewed.title') },
    { id: howtoAnchors.similarPerfumes, title: t('howto.similar.title') },
    { id: howtoAnchors.questions, title: t('howto.questions.title') },
    { id: howtoAnchors.partnerships, title: t('howto.partnerships.title') },
    { id: howtoAnchors.objectivity, title: t('howto.objectivity.title') },
  ];

  return (
    <div className="howto-page">
      <PageFrame title={t('pages.howto')}>
        <button
          type="button"
          className="icon-button howto-page__close"
          aria-label={t('howto.close')}
          onClick={close}
        >
          <CloseIcon />
        </button>
        <p className="howto-page__lead">{t('howto.lead')}</p>

        <div className="howto-layout">
          <Contents items={contents} />

          <div className="howto-body">
            <Section id={howtoAnchors.purpose} title={t('howto.purpose.title')}>
              <p>{t('howto.purpose.p1')}</p>
              <p>{t('howto.purpose.p2')}</p>
              <p>{t('howto.purpose.p3')}</p>
              <FamiliesFigure />
              <p>{t('howto.purpose.p4')}</p>
            </Section>

            <Section id={howtoAnchors.quad} title={t('howto.quad.title')}>
              <p>{t('howto.quad.p1')}</p>
              <p>{t('howto.quad.p2')}</p>
              <QuadFigure />
              <p>{t('howto.quad.p3')}</p>
              <p>{t('howto.quad.p4')}</p>
            </Section>

            <Section id={howtoAnchors.pyramid} title={t('howto.pyramid.title')}>
              <p>{t('howto.pyramid.p1')}</p>
              <PyramidFigure />
              <p>{t('howto.pyramid.p2')}</p>
              <p>{t('howto.pyramid.p3')}</p>
              <Subsection
                id={howtoAnchors.concentrations}
                title={t('howto.pyramid.concentrationsTitle')}
              >
                <p>{t('howto.pyramid.concentrations1')}</p>
                <p>{t('howto.pyramid.concentrations2')}</p>
              </Subsection>
            </Section>

            <Section id={howtoAnchors.expertReviewed} title={t('howto.expertReviewed.title')}>
              <p>{t('howto.expertReviewed.p1')}</p>
              <p>{t('howto.expertReviewed.p2')}</p>
              <p>{t('howto.expertReviewed.p3')}</p>
            </Section>

            <Section id={howtoAnchors.similarPerfumes} title={t('howto.similar.title')}>
              <p>{t('howto.similar.p1')}</p>
              <p>{t('howto.similar.p2')}</p>
              <p>{t('howto.similar.p3')}</p>
              <p>{t('howto.similar.p4')}</p>
              <Subsection id={howtoAnchors.comparison} title={t('howto.similar.comparisonTitle')}>
                <p>{t('howto.similar.comparison')}</p>
              </Subsection>
              <Subsection
                id={howtoAnchors.recommendations}
                title={t('howto.similar.recommendationsTitle')}
              >
                <p>{t('howto.similar.recommendations1')}</p>
                <p>{t('howto.similar.recommendations2')}</p>
              </Subsection>
            </Section>

            <Section id={howtoAnchors.questions} title={t('howto.questions.title')}>
              <QuestionList
                items={questionIds.map((id) => ({
                  id,
                  question: t(`howto.questions.${id}.q`),
                  answer: t(`howto.questions.${id}.a`),
                  more:
                    id === 'mistake' ? (
                      <Link to={appRoutes.contact}>{t('howto.questions.mistake.link')}</Link>
                    ) : undefined,
                }))}
              />
            </Section>

            <Section id={howtoAnchors.partnerships} title={t('howto.partnerships.title')}>
              <p>{t('howto.partnerships.p1')}</p>
              <p>{t('howto.partnerships.p2')}</p>
            </Section>

            <Section id={howtoAnchors.objectivity} title={t('howto.objectivity.title')}>
              <QuestionList
                items={objectivityIds.map((id) => ({
                  id,
                  question: t(`howto.objectivity.${id}.q`),
                  answer: t(`howto.objectivity.${id}.a`),
                }))}
              />
            </Section>
          </div>
        </div>
      </PageFrame>
    </div>
  );
}
