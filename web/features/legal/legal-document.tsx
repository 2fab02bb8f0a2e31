import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalDocument, LegalParagraph, StorageEntry } from './legal-types';

// One legal text, section by section, with numbered headings. Used in the popup (sections are
// h3 under the dialog's h2) and on the text's own page (h2 under the page's h1).

const AUTHORITY_SITE = 'www.aepd.es';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text with the privacy address and the supervisory authority's site as links. */
function withLinks(text: string, privacyEmail: string): ReactNode {
  const pattern = new RegExp(`(${escapeRegExp(privacyEmail)}|${escapeRegExp(AUTHORITY_SITE)})`);
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  return parts.map((part, index) => {
    if (part === privacyEmail) {
      return (
        <a key={index} href={`mailto:${privacyEmail}`}>
          {part}
        </a>
      );
    }
    if (part === AUTHORITY_SITE) {
      return (
        <a key={index} href={`https://${AUTHORITY_SITE}`} target="_blank" rel="noopener noreferrer">
          {part}
        </a>
      );
    }
    return part;
  });
}

function StorageList({ entries }: { entries: readonly StorageEntry[] }) {
  const { t } = useTranslation();
  return (
    <ul className="legal-storage">
      {entries.map((entry) => (
        <li key={entry.name} className="legal-storage__item">
          <p className="legal-storage__name">
            <code>{entry.name}</code>
          </p>
          <dl className="legal-storage__facts">
            <dt>{t('legal.storage.kind')}</dt>
            <dd>{entry.kind}</dd>
            <dt>{t('legal.storage.purpose')}</dt>
            <dd>{entry.purpose}</dd>
            <dt>{t('legal.storage.duration')}</dt>
            <dd>{entry.duration}</dd>
            <dt>{t('legal.storage.category')}</dt>
            <dd>{entry.category}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Paragraph({
  paragraph,
  privacyEmail,
}: {
  paragraph: LegalParagraph;
  privacyEmail: string;
}) {
  if (typeof paragraph === 'string') return <p>{withLinks(paragraph, privacyEmail)}</p>;
  if ('list' in paragraph) {
    return (
      <ul>
        {paragraph.list.map((item) => (
          <li key={item}>{withLinks(item, privacyEmail)}</li>
        ))}
      </ul>
    );
  }
  return <StorageList entries={paragraph.storage} />;
}

export function LegalDocumentView({
  document,
  headingLevel,
  idPrefix,
  privacyEmail,
}: {
  document: LegalDocument;
  headingLevel: 2 | 3;
  /** Makes the section ids unique on the page (the popup may open over a legal page). */
  idPrefix: string;
  privacyEmail: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="legal-document">
      <p className="legal-document__updated">{document.updated}</p>
      {document.sections.map((section, index) => {
        const id = `${idPrefix}-${section.id}`;
        return (
          <section
            key={section.id}
            id={id}
            className="legal-section"
            aria-labelledby={`${id}-title`}
          >
            <Heading id={`${id}-title`} className="legal-section__title">
              <span className="legal-section__number">{index + 1}.</span> {section.title}
            </Heading>
            {section.paragraphs.map((paragraph, at) => (
              <Paragraph key={at} paragraph={paragraph} privacyEmail={privacyEmail} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
