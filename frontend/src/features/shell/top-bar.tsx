import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Navbar from 'react-bootstrap/Navbar';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { selectUser, sessionActions } from '../../shared/session/session-slice';
import { initials } from '../../shared/format';
import { BellButton } from './bell-button';
import { ThemeSelector } from './theme-selector';

/** The bar above every signed-in screen: menu toggle (small screens), bell, theme, account. */
export function TopBar({ menuToggle }: { menuToggle: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  return (
    <Navbar expand="lg" className="border-bottom px-3 bg-body">
      {menuToggle}
      <div className="ms-auto d-flex align-items-center gap-2">
        <BellButton />
        <ThemeSelector />
        <Dropdown align="end">
          {/* The name comes from hidden text, not aria-label: a label must contain the visible initials. */}
          <Dropdown.Toggle variant="outline-secondary" size="sm">
            <span aria-hidden="true">{initials(name)}</span>
            <span className="visually-hidden">{t('nav.user-menu')}</span>
          </Dropdown.Toggle>
          <Dropdown.Menu>
            <Dropdown.Header>{name}</Dropdown.Header>
            <Dropdown.Item as={Link} to="/preferences">
              {t('nav.preferences')}
            </Dropdown.Item>
            <Dropdown.Item as="button" onClick={() => dispatch(sessionActions.signOutRequested())}>
              {t('signin.sign-out')}
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      </div>
    </Navbar>
  );
}
