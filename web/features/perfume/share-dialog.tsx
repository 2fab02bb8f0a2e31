import { useId, useRef, useState, type ReactNode } from 'react';
import { track } from '../../lib/analytics';
import { useTranslation } from 'react-i18next';
import { HouseLink } from '../../components/house-and-perfumer-links';
import type { Perfume } from '../../../common/api/catalog';
import { Quad } from '../../components/charts/quad';
import { Dialog } from '../../components/dialog';
import { FamilyIcon } from '../../components/family-icon';
import {
  CloseIcon,
  CopyIcon,
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  ShareIcon,
  WhatsAppIcon,
  XIcon,
} from '../../components/icons';
import { PerfumeVisual } from '../../components/perfume-visual';
import type { CompositionView } from './composition';
import { perfumeStages } from './perfume-pyramid';
import { perfumeShareUrl, shareLinks } from './share-links';

/** Copies a text; falls back to selecting it in `input` and the legacy copy command. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

function InstagramDialog({
  url,
  name,
  onClose,
}: {
  url: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <Dialog
      labelledBy={titleId}
      describedBy={textId}
      onClose={onClose}
      initialFocus={inputRef}
      className="instagram-dialog"
    >
      <div className="dialog__head">
        <h3 id={titleId} className="dialog__title">
          {t('share.instagramTitle')}
        </h3>
        <button
          type="button"
          className="dialog__close"
          aria-label={t('share.close')}
          onClick={onClose}
        >
          <CloseIcon width="20" height="20" />
        </button>
      </div>
      <p id={textId}>{t('share.instagramText')}</p>
      <label className="field-label" htmlFor={inputId}>
        {t('share.linkLabel', { name })}
      </label>
      <div className="copy-field">
        <input
          ref={inputRef}
          id={inputId}
          className="text-input"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="button button--primary"
          onClick={async () =>
            setStatus((await copyText(url, inputRef.current)) ? 'copied' : 'failed')
          }
        >
          <CopyIcon width="18" height="18" />
          {t('share.copy')}
        </button>
      </div>
      <p role="status" className="copy-status">
        {status === 'copied' && t('share.copied')}
        {status === 'failed' && t('share.copyFailed')}
      </p>
    </Dialog>
  );
}

function ShareLink({ href, icon, label }: { href: string; icon: ReactNode; label: string }) {
  const { t } = useTranslation();
  const external = !href.startsWith('mailto:');
  return (
    <a
      className="share-button"
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {icon}
      <span>{label}</span>
      {external && <span className="visually-hidden"> {t('share.newTab')}</span>}
    </a>
  );
}

/**
 * The share popup: the perfume's card (visual, name, brand, family, quad) and a button per
 * network, each carrying the perfume's absolute link; the system share sheet where there is one.
 */
export function ShareDialog({
  perfume,
  onClose,
  view = 'whole',
}: {
  perfume: Perfume;
  onClose: () => void;
  /** The stage the perfume view shows: the card shows the same one. */
  view?: CompositionView;
}) {
  const { t } = useTranslation();
  const stage =
    view === 'whole' ? undefined : perfumeStages(perfume)?.find((s) => s.stage === view);
  const titleId = useId();
  const networksId = useId();
  const [instagram, setInstagram] = useState(false);
  const url = perfumeShareUrl(window.location.origin, perfume.id);
  const names = { name: perfume.name, brand: perfume.brand.name };
  const texts = {
    text: t('share.text', names),
    mailSubject: t('share.mailSubject', names),
    mailBody: t('share.mailBody'),
  };
  const links = shareLinks(url, texts);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const shareNatively = async () => {
    try {
      await navigator.share({ title: texts.mailSubject, text: texts.text, url });
    } catch {
      // Cancelled by the visitor, or refused: nothing to say.
    }
  };

  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="share-dialog">
      <div className="dialog__head">
        <h2 id={titleId} className="dialog__title">
          {t('share.title', { name: perfume.name })}
        </h2>
        <button
          type="button"
          className="dialog__close"
          aria-label={t('share.close')}
          onClick={onClose}
        >
          <CloseIcon width="20" height="20" />
        </button>
      </div>
      <div className="share-card">
        <PerfumeVisual perfume={perfume} />
        <div className="share-card__text">
          <p className="share-card__name">{perfume.name}</p>
          <p className="share-card__brand">
            <HouseLink brand={perfume.brand} />
          </p>
          <FamilyIcon
            name={perfume.family.name}
            color={perfume.family.color}
            secondaryColor={perfume.secondaryFamily.color}
          />
        </div>
        {stage && stage.ingredientProportions.length > 0 ? (
          <div className="share-card__stage">
            <Quad
              perfume={{ ...perfume, ingredientProportions: stage.ingredientProportions }}
              caption={t('pyramid.quadCaption', {
                name: perfume.name,
                moment: t(`pyramid.moment.${stage.stage}`),
              })}
              shareOf={100}
              links={false}
              size="small"
            />
            <p className="share-card__moment">
              {t(`pyramid.moment.${stage.stage}`)} · {t(`pyramid.stage.${stage.stage}`)}
            </p>
          </div>
        ) : (
          <Quad perfume={perfume} links={false} size="small" />
        )}
      </div>
      <h3 id={networksId} className="share-dialog__networks">
        {t('share.networks')}
      </h3>
      {/* Spec section 7: every way of sharing, a network, a mail or the system sheet, is a share. */}
      <ul
        className="share-buttons"
        aria-labelledby={networksId}
        onClickCapture={(event) => {
          if ((event.target as Element).closest('a, button'))
            track({ type: 'ACTION', action: 'PERFUME_SHARED', id: perfume.id });
        }}
      >
        <li>
          <ShareLink href={links.facebook} icon={<FacebookIcon />} label={t('share.facebook')} />
        </li>
        <li>
          <ShareLink href={links.x} icon={<XIcon />} label={t('share.x')} />
        </li>
        <li>
          <button
            type="button"
            className="share-button"
            aria-haspopup="dialog"
            onClick={() => setInstagram(true)}
          >
            <InstagramIcon />
            <span>{t('share.instagram')}</span>
          </button>
        </li>
        <li>
          <ShareLink href={links.whatsapp} icon={<WhatsAppIcon />} label={t('share.whatsapp')} />
        </li>
        <li>
          <ShareLink href={links.email} icon={<MailIcon />} label={t('share.email')} />
        </li>
        {canShare && (
          <li>
            <button type="button" className="share-button" onClick={() => void shareNatively()}>
              <ShareIcon />
              <span>{t('share.native')}</span>
            </button>
          </li>
        )}
      </ul>
      {instagram && (
        <InstagramDialog url={url} name={perfume.name} onClose={() => setInstagram(false)} />
      )}
    </Dialog>
  );
}
