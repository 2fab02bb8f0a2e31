import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerfumeSummary } from '../../../common/api/catalog';
import { Dialog } from '../../components/dialog';
import { CloseIcon } from '../../components/icons';
import { PerfumeCard } from '../../components/perfume-card';
import { removeFavorites } from '../../lib/favorites';
import { favouriteNotice, useNotify } from '../../lib/notifications';
import { rows } from './profile-model';

/**
 * The favourites of the selected family (all of them with none selected), in rows of 6; each can
 * be removed after a confirmation (spec section 2).
 */
export function FavouritePerfumes({
  perfumes,
  rowSize,
  familyName,
  perfumeHref,
  onOpen,
}: {
  perfumes: PerfumeSummary[];
  rowSize: number;
  familyName: string | null;
  perfumeHref: (id: number) => string;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<PerfumeSummary | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const notify = useNotify();
  return (
    <section className="profile__favourites" aria-labelledby="profile-favourites-title">
      <h2
        id="profile-favourites-title"
        ref={headingRef}
        tabIndex={-1}
        className="profile__section-title"
      >
        {familyName
          ? t('profile.favouritesOfFamily', { family: familyName })
          : t('profile.favouritesTitle')}
      </h2>
      {rows(perfumes, rowSize).map((row, i) => (
        <ul key={i} className="profile__row">
          {row.map((perfume) => (
            <li key={perfume.id} className="profile__favourite">
              <PerfumeCard
                perfume={perfume}
                href={perfumeHref(perfume.id)}
                onOpen={onOpen}
                size="small"
                layout="stacked"
              />
              {/* In the card's top corner, beside its visual: never over the name. */}
              <button
                type="button"
                className="icon-button profile__remove"
                aria-label={t('profile.remove', { name: perfume.name })}
                onClick={() => setRemoving(perfume)}
              >
                <CloseIcon width="16" height="16" />
              </button>
            </li>
          ))}
        </ul>
      ))}
      {removing && (
        <ConfirmRemove
          perfume={removing}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            void removeFavorites([removing.id]);
            // The card leaves the list; the notice says so to a screen reader too.
            notify(favouriteNotice('removed', removing.name, { linkToProfile: false }));
            setRemoving(null);
          }}
          fallbackFocus={() => headingRef.current}
        />
      )}
    </section>
  );
}

function ConfirmRemove({
  perfume,
  onCancel,
  onConfirm,
  fallbackFocus,
}: {
  perfume: PerfumeSummary;
  onCancel: () => void;
  onConfirm: () => void;
  fallbackFocus: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      labelledBy={titleId}
      describedBy={textId}
      onClose={onCancel}
      initialFocus={cancelRef}
      fallbackFocus={fallbackFocus}
      className="confirm-dialog"
    >
      <div className="confirm-dialog__body">
        <h2 id={titleId}>{t('profile.confirm.title')}</h2>
        <p id={textId}>{t('profile.confirm.text')}</p>
        <p className="confirm-dialog__subject">
          {perfume.name} · {perfume.brand.name}
        </p>
        <div className="confirm-dialog__actions">
          <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
            {t('profile.confirm.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {t('profile.confirm.remove')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
