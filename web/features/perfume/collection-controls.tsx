import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import {
  MAX_NOTE_LENGTH,
  MAX_RATING,
  SCALE_STEPS,
  moments,
  ownedFormats,
  seasons,
  shelves,
  type CollectionFields,
  type Moment,
  type OwnedFormat,
  type Season,
  type Shelf,
} from '../../../common/domain/collection';
import { changeCollection, useCollectionEntry, wearToday } from '../../lib/collection';
import './collection-controls.css';

// A perfume's place in the visitor's collection (issue 30), in the perfume view: its shelf (and
// bottle), a rating, and under "My verdict" the private note, longevity, sillage, seasons and
// moments; "I wore it today" writes the diary. Each control sends only its own field, so two tabs
// changing the same perfume keep both changes (docs/decisions/043-collection.md).

const steps = Array.from({ length: SCALE_STEPS }, (_, i) => i + 1);
const ratings = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

export function CollectionControls({ perfumeId }: { perfumeId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const entry = useCollectionEntry(perfumeId);
  const [status, setStatus] = useState<'idle' | 'saved' | 'worn' | 'failed'>('idle');
  const [note, setNote] = useState(entry?.note ?? '');
  useEffect(() => setNote(entry?.note ?? ''), [entry?.note]);

  const save = (change: Partial<CollectionFields>, done: typeof status = 'idle') => {
    setStatus('idle');
    changeCollection(perfumeId, change).then(
      () => setStatus(done),
      () => setStatus('failed'),
    );
  };
  const toggleIn = <T extends string>(list: readonly T[], value: T, on: boolean): T[] =>
    on ? [...list, value] : list.filter((v) => v !== value);
  const shelf = entry?.shelf ?? null;

  return (
    <section className="collection-controls" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="collection-controls__title">
        {t('collection.mine')}
      </h3>
      <div className="collection-controls__row">
        <label className="collection-controls__field">
          <span>{t('collection.shelf')}</span>
          <select
            value={shelf ?? ''}
            onChange={(e) => save({ shelf: (e.target.value || null) as Shelf | null })}
          >
            <option value="">{t('collection.noShelf')}</option>
            {shelves.map((s) => (
              <option key={s} value={s}>
                {t(`collection.shelves.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {shelf === 'have' && (
          <>
            <label className="collection-controls__field">
              <span>{t('collection.format')}</span>
              <select
                value={entry?.format ?? ''}
                onChange={(e) => save({ format: (e.target.value || null) as OwnedFormat | null })}
              >
                <option value="">{t('collection.notSaid')}</option>
                {ownedFormats.map((f) => (
                  <option key={f} value={f}>
                    {t(`collection.formats.${f}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="collection-controls__field collection-controls__field--size">
              <span>{t('collection.size')}</span>
              <input
                type="number"
                min={1}
                max={1000}
                inputMode="decimal"
                defaultValue={entry?.sizeMl ?? ''}
                key={entry?.sizeMl ?? 'none'}
                onBlur={(e) => {
                  const value = e.target.value === '' ? null : Number(e.target.value);
                  if (value !== (entry?.sizeMl ?? null) && (value === null || value > 0)) {
                    save({ sizeMl: value });
                  }
                }}
              />
            </label>
          </>
        )}
        <label className="collection-controls__field">
          <span>{t('collection.rating')}</span>
          <select
            value={entry?.rating ?? ''}
            onChange={(e) => save({ rating: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('collection.notRated')}</option>
            {ratings.map((r) => (
              <option key={r} value={r}>
                {t('collection.ratingValue', { count: r })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="pill-button"
          onClick={() =>
            wearToday(perfumeId).then(
              () => setStatus('worn'),
              () => setStatus('failed'),
            )
          }
        >
          {t('collection.woreToday')}
        </button>
      </div>

      <details className="collection-controls__verdict">
        <summary>{t('collection.verdict')}</summary>
        <label className="collection-controls__field collection-controls__field--note">
          <span>{t('collection.note')}</span>
          <textarea
            value={note}
            maxLength={MAX_NOTE_LENGTH}
            rows={3}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        <button
          type="button"
          className="pill-button"
          disabled={note === (entry?.note ?? '')}
          onClick={() => save({ note }, 'saved')}
        >
          {t('collection.saveNote')}
        </button>
        <div className="collection-controls__row">
          {(['longevity', 'sillage'] as const).map((scale) => (
            <label key={scale} className="collection-controls__field">
              <span>{t(`collection.${scale}`)}</span>
              <select
                value={entry?.[scale] ?? ''}
                onChange={(e) => save({ [scale]: e.target.value ? Number(e.target.value) : null })}
              >
                <option value="">{t('collection.notSaid')}</option>
                {steps.map((s) => (
                  <option key={s} value={s}>
                    {t(`collection.${scale}Steps.${s}` as 'collection.longevitySteps.1')}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <fieldset className="collection-controls__choices">
          <legend>{t('collection.seasons')}</legend>
          {seasons.map((s: Season) => (
            <label key={s}>
              <input
                type="checkbox"
                checked={entry?.seasons.includes(s) ?? false}
                onChange={(e) =>
                  save({ seasons: toggleIn(entry?.seasons ?? [], s, e.target.checked) })
                }
              />
              {t(`collection.seasonNames.${s}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="collection-controls__choices">
          <legend>{t('collection.moments')}</legend>
          {moments.map((m: Moment) => (
            <label key={m}>
              <input
                type="checkbox"
                checked={entry?.moments.includes(m) ?? false}
                onChange={(e) =>
                  save({ moments: toggleIn(entry?.moments ?? [], m, e.target.checked) })
                }
              />
              {t(`collection.momentNames.${m}`)}
            </label>
          ))}
        </fieldset>
      </details>
      <p className="collection-controls__status" role="status">
        {status === 'worn' && (
          <>
            {t('collection.wornNotice')}{' '}
            <Link to={appRoutes.collection}>{t('collection.open')}</Link>
          </>
        )}
        {status === 'saved' && t('collection.noteSaved')}
        {status === 'failed' && t('collection.saveFailed')}
      </p>
    </section>
  );
}
