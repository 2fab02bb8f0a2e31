import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './page-frame.css';

/**
 * The frame of a screen: its <h1> and the document title. Screens put their content inside; a
 * screen that has none yet shows only its title.
 */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page-frame">
      <title>{`${title} · ${t('app.name')}`}</title>
      <h1 className="page-frame__title">{title}</h1>
      {children}
    </div>
  );
}
