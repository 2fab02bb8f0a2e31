import { useTranslation } from 'react-i18next';
import { writeCollectionCsv } from '../../../common/domain/collection-csv';
import { csvItems, jsonExport, type ShownEntry } from './collection-model';

// The collection as a CSV or JSON file, made in the browser from what the page shows, so the same
// works signed in or not (issue 30). The CSV is the one the import reads back.

function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL: it can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function CollectionExports({ entries }: { entries: readonly ShownEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section className="collection-exports">
      <h2>{t('collection.page.exportTitle')}</h2>
      <div className="collection-exports__buttons">
        <button
          type="button"
          className="pill-button"
          onClick={() =>
            download(
              'sillage-collection.csv',
              'text/csv;charset=utf-8',
              writeCollectionCsv(csvItems(entries)),
            )
          }
        >
          {t('collection.page.exportCsv')}
        </button>
        <button
          type="button"
          className="pill-button"
          onClick={() =>
            download(
              'sillage-collection.json',
              'application/json',
              `${JSON.stringify(jsonExport(entries), null, 2)}\n`,
            )
          }
        >
          {t('collection.page.exportJson')}
        </button>
      </div>
    </section>
  );
}
