import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import Navbar from 'react-bootstrap/Navbar';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../shared/store-hooks';
import { badgesActions } from './badges-slice';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { NotificationDrawer } from './notification-drawer';

/**
 * The chrome of every signed-in screen: side navigation (inline on large screens, a toggled
 * drawer on small ones), the top bar with bell, theme and account, and the page.
 */
export default function Layout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    dispatch(badgesActions.pollingStarted());
    return () => {
      dispatch(badgesActions.pollingStopped());
    };
  }, [dispatch]);

  return (
    <div className="d-flex min-vh-100">
      <Offcanvas
        show={menuOpen}
        onHide={() => setMenuOpen(false)}
        responsive="lg"
        className="border-end bg-body-tertiary dtn-sidenav"
        aria-label={t('nav.menu')}
      >
        <Offcanvas.Header closeButton closeLabel={t('common.close')}>
          <Offcanvas.Title>{t('nav.menu')}</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="p-0">
          <SideNav onNavigate={() => setMenuOpen(false)} />
        </Offcanvas.Body>
      </Offcanvas>
      {/* min-width 0: a wide table scrolls in its own box instead of widening the page (Bootstrap has no min-w-0 class). */}
      <div className="flex-grow-1 d-flex flex-column" style={{ minWidth: 0 }}>
        <TopBar menuToggle={<Navbar.Toggle className="d-lg-none me-2" aria-label={t('nav.toggle')} onClick={() => setMenuOpen(true)} />} />
        <main className="container-fluid py-3 flex-grow-1">
          <Outlet />
        </main>
      </div>
      <NotificationDrawer />
    </div>
  );
}
