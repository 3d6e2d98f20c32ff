import { Link } from 'react-router-dom';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Card from 'react-bootstrap/Card';
import CloseButton from 'react-bootstrap/CloseButton';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { imageUrl } from '../../shared/image-url';
import { RequestError } from '../../shared/request-error';
import { isLoading, isSucceeded } from '../../shared/request-status';
import { Spinner } from '../../shared/spinner';
import { EmptyState } from '../../shared/empty-state';
import { notificationsActions, selectNotifications } from './notifications-slice';
import { AgingDigestList } from './aging-digest-list';

/** The bell's drawer: one card per notification (dismiss, title, image, long body, 'View Item'). */
export function NotificationDrawer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { open, items, status } = useAppSelector(selectNotifications);
  const close = () => dispatch(notificationsActions.drawerClosed());

  return (
    <Offcanvas show={open} onHide={close} placement="end" aria-labelledby="notifications-title">
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="notifications-title">{t('notifications.title')}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {isLoading(status) && <Spinner />}
        {status.state === 'failed' && (
          <RequestError problem={status.problem} onRetry={() => dispatch(notificationsActions.drawerOpened())} />
        )}
        {isSucceeded(status) && items.length === 0 && <EmptyState messageKey="notifications.not-found" />}
        {isSucceeded(status) &&
          items.map((notification) => (
            <Card key={notification.id} className="mb-3" data-testid="notification-card">
              <Card.Header className="d-flex align-items-start justify-content-between gap-2">
                <Card.Title as="h3" className="h6 mb-0">
                  {notification.title}
                </Card.Title>
                <CloseButton
                  aria-label={t('notifications.dismiss')}
                  onClick={() => dispatch(notificationsActions.dismissRequested({ id: notification.id }))}
                />
              </Card.Header>
              <Card.Img
                variant="top"
                src={imageUrl(notification.imageUrl)}
                alt=""
                className="object-fit-cover"
                style={{ maxHeight: 160 }}
              />
              <Card.Body>
                {notification.agingVehicles ? (
                  <AgingDigestList notification={notification} onNavigate={close} />
                ) : (
                  <Card.Text>{notification.longBody}</Card.Text>
                )}
                {notification.link && (
                  <Link className="btn btn-sm btn-primary" to={notification.link} onClick={close}>
                    {t('notifications.view-item')}
                  </Link>
                )}
              </Card.Body>
            </Card>
          ))}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
