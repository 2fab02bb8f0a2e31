import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportLine } from '../../../common/api/collection';
import { callEndpoint } from '../../lib/call-endpoint';
import { importIntoCollection } from '../../lib/collection';

// Importing a list (issue 30): a CSV of name and house (shelf, rating and the export's other
// columns optional) is read by the server, which answers each line's perfume or its closest
// candidates; the visitor confirms or picks per line, and only then is anything saved.

type Choice = number | null;

export function CollectionImport() {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<'idle' | 'checking' | 'failed' | 'saving'>('idle');
  const [lines, setLines] = useState<ImportLine[] | null>(null);
  const [choices, setChoices] = useState<Choice[]>([]);
  const [done, setDone] = useState<number | null>(null);

  async function preview(file: File) {
    setDone(null);
    setLines(null);
    setState('checking');
    try {
      const answer = await callEndpoint('previewCollectionImport', {
        body: { csv: await file.text() },
      });
      setLines(answer.lines);
      setChoices(answer.lines.map((l) => l.match?.id ?? null));
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  async function save() {
    if (!lines) return;
    const items = lines.flatMap((line, i) => {
      const perfumeId = choices[i];
      return perfumeId ? [{ perfumeId, ...line.fields }] : [];
    });
    setState('saving');
    try {
      await importIntoCollection(items);
      setDone(items.length);
      setLines(null);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  const chosen = choices.filter((c) => c !== null).length;

  return (
    <section className="collection-import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('collection.page.importTitle')}</h2>
      <p id={`${id}-hint`}>{t('collection.page.importHint')}</p>
      <label className="collection-import__file">
        <span>{t('collection.page.importFile')}</span>
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void preview(file);
          }}
        />
      </label>
      <p role="status" className="collection-import__status">
        {state === 'checking' && t('collection.page.importChecking')}
        {state === 'failed' && t('collection.page.importError')}
        {done !== null && t('collection.page.importDone', { count: done })}
      </p>
      {lines && (
        <>
          <table className="collection-import__preview">
            <thead>
              <tr>
                <th scope="col">{t('collection.page.importLine')}</th>
                <th scope="col">{t('collection.page.importName')}</th>
                <th scope="col">{t('collection.page.importMatch')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, i) => {
                const options = line.match ? [line.match] : line.candidates;
                return (
                  <tr key={line.line}>
                    <td>{line.line}</td>
                    <td>
                      {line.name} · {line.house}
                      {line.unread.length > 0 && (
                        <span className="collection-import__unread">
                          {t('collection.page.importUnread', { columns: line.unread.join(', ') })}
                        </span>
                      )}
                    </td>
                    <td>
                      {options.length === 0 ? (
                        t('collection.page.importNothing')
                      ) : (
                        <select
                          aria-label={`${t('collection.page.importMatch')}: ${line.name} · ${line.house}`}
                          value={choices[i] ?? ''}
                          onChange={(e) =>
                            setChoices((c) =>
                              c.map((v, k) => (k === i ? Number(e.target.value) || null : v)),
                            )
                          }
                        >
                          <option value="">{t('collection.page.importNone')}</option>
                          <optgroup
                            label={
                              line.match
                                ? t('collection.page.importMatched')
                                : t('collection.page.importCandidates')
                            }
                          >
                            {options.map((p) => (
                              <option key={p.id} value={p.id}>
                                {p.name} · {p.brand}
                              </option>
                            ))}
                          </optgroup>
                        </select>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <button
            type="button"
            className="pill-button"
            disabled={chosen === 0 || state === 'saving'}
            onClick={() => void save()}
          >
            {t('collection.page.importSave', { count: chosen })}
          </button>
        </>
      )}
    </section>
  );
}
