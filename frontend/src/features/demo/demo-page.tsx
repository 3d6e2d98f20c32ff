import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import BsSpinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { isFailed, isLoading, isSucceeded } from '../../shared/request-status';
import { selectUser } from '../../shared/session/session-slice';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { demoActions, selectDemo } from './demo-slice';

/** /demo: Reset Demo (spec sections 2 and 8); an Admin resets every demo group, a dealer admin their own. */
export default function DemoPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { status, result } = useAppSelector(selectDemo);
  const scope = user?.role === 'Admin' ? t('demo.scope-all') : t('demo.scope-group', { group: user?.dealerGroup?.organizationName ?? '' });

  return (
    <section style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">{t('page.demo')}</h1>
      <p>{t('demo.intro')}</p>
      <p className="text-body-secondary">{scope}</p>
      <Button onClick={() => dispatch(demoActions.resetRequested())} disabled={isLoading(status)}>
        {isLoading(status) && <BsSpinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t('demo.reset')}
      </Button>
      <div aria-live="polite" className="mt-3">
        {isSucceeded(status) && (
          <Alert variant="success">
            <p className="mb-1 fw-semibold">{t('demo.reset-success')}</p>
            {result && (
              <p className="mb-0 small" data-testid="demo-summary">
                {t('demo.summary', result)}
              </p>
            )}
          </Alert>
        )}
        {isFailed(status) && <Alert variant="danger">{t('demo.reset-failed')}</Alert>}
      </div>
    </section>
  );
}
