import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { ChevronDownIcon } from '../components/icons';
import { exploreDropdownItems } from './nav-items';
import { useDisclosure } from './use-disclosure';

/** The desktop header's "Explore" dropdown (a disclosure button and a list of links). */
export function ExploreMenu() {
  const { t } = useTranslation();
  const listId = useId();
  const { open, toggle, close, containerRef, buttonRef } = useDisclosure();
  const { pathname } = useLocation();
  const inSection = exploreDropdownItems.some((item) => item.to === pathname);

  return (
    <div className="explore-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`header-link explore-menu__button${inSection ? ' is-current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        {t('nav.explore')}
        <ChevronDownIcon className="explore-menu__chevron" width="16" height="16" />
      </button>
      <ul id={listId} className="explore-menu__list" hidden={!open}>
        {exploreDropdownItems.map((item) => (
          <li key={item.to}>
            <NavLink className="explore-menu__link" to={item.to} onClick={() => close()}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
