import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { selectBadges } from './badges-slice';
import { notificationsActions } from './notifications-slice';

/** The bell: opens the notification drawer; its badge shows the unread count when above zero. */
export function BellButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const unread = useAppSelector(selectBadges).unreadNotifications;
  return (
    <Button
      variant="link"
      className="position-relative text-body p-1"
      // The name carries the count the badge shows (WCAG 2.5.3, label in name: axe's
      // label-content-name-mismatch), so the badge itself needs no hidden text.
      aria-label={unread > 0 ? `${t('notifications.open')}, ${t('notifications.unread', { count: unread })}` : t('notifications.open')}
      onClick={() => dispatch(notificationsActions.drawerOpened())}
    >
      <svg width="22" height="22" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
        <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2m.995-14.901a1 1 0 1 0-1.99 0A5 5 0 0 0 3 6c0 1.098-.5 6-2 7h14c-1.5-1-2-5.902-2-7 0-2.42-1.72-4.44-4.005-4.901" />
      </svg>
      {unread > 0 && (
        <Badge bg="danger" pill className="position-absolute top-0 start-100 translate-middle" data-testid="bell-badge">
          {unread}
        </Badge>
      )}
    </Button>
  );
}
