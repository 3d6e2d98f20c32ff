import { Link, NavLink } from 'react-router-dom';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../shared/store-hooks';
import { selectPermissions, selectUser } from '../../shared/session/session-slice';
import { Logo } from '../../shared/logo';
import { selectBadges } from './badges-slice';
import { navEntries } from './nav-entries';

/** Organization name, logo link to /home, the dealer feed link and the entries by permission. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const permissions = useAppSelector(selectPermissions);
  const badges = useAppSelector(selectBadges);
  if (!user) return null;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `nav-link d-flex align-items-center justify-content-between rounded px-3 ${isActive ? 'active' : ''}`;

  return (
    <nav className="d-flex flex-column w-100 p-3 gap-1" aria-label={t('nav.menu')}>
      <Link to="/home" className="d-flex align-items-center gap-2 mb-2 text-decoration-none" onClick={onNavigate}>
        <Logo title={t('app.logo-alt')} />
        <span className="fw-semibold text-body">{t('app.name')}</span>
      </Link>
      {user.dealerGroup && (
        <p className="small text-body-secondary mb-2" data-testid="organization-name">
          {user.dealerGroup.organizationName}
        </p>
      )}
      <ul className="nav nav-pills flex-column gap-1">
        {navEntries(user.role, permissions, user.dealerGroup?.shortName).map((entry) => (
          <li className="nav-item" key={entry.to}>
            <NavLink to={entry.to} className={linkClass} onClick={onNavigate}>
              <span>{entry.label ?? t(entry.labelKey)}</span>
              {entry.badge && badges[entry.badge] > 0 && (
                <Badge bg="danger" pill aria-label={t('nav.badge-count', { count: badges[entry.badge] })}>
                  {badges[entry.badge]}
                </Badge>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
