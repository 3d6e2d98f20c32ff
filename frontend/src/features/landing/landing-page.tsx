import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/logo';
import { useAppSelector } from '../../shared/store-hooks';
import { TestDriveModal } from './test-drive-modal';
import { demoPoster } from './demo-poster';
import { demoVideoUrl } from './demo-video';
import { selectTestDrive } from './test-drive-slice';

/** `/`: header with sign-in, the demo video, the test-drive prompt and form, footer. */
export default function LandingPage() {
  const { t } = useTranslation();
  const [formOpen, setFormOpen] = useState(false);
  const close = useCallback(() => setFormOpen(false), []);
  const { submittedCount } = useAppSelector(selectTestDrive);
  const [confirmed, setConfirmed] = useState(false);
  const seen = useRef(submittedCount);

  // Spec section 4: the form resets and closes after submit; the page then confirms it was sent.
  useEffect(() => {
    if (submittedCount === seen.current) return;
    seen.current = submittedCount;
    setConfirmed(true);
  }, [submittedCount]);

  return (
    <div className="d-flex flex-column min-vh-100">
      <header className="border-bottom">
        <nav className="container d-flex align-items-center justify-content-between py-3">
          <span className="d-flex align-items-center gap-2 fw-semibold">
            <Logo title={t('app.logo-alt')} />
            {t('app.name')}
          </span>
          <Link className="btn btn-primary" to="/signin">
            {t('landing.sign-in')}
          </Link>
        </nav>
      </header>
      <main className="container py-5 flex-grow-1">
        <h1 className="display-6 mb-4">{t('landing.tagline')}</h1>
        <figure className="mb-5">
          <div className="ratio ratio-16x9 bg-dark rounded overflow-hidden">
            <video
              controls
              preload="metadata"
              poster={demoPoster}
              src={demoVideoUrl}
              aria-label={t('landing.video-label')}
              aria-describedby="demo-caption"
            >
              {t('landing.video-unavailable')}
            </video>
          </div>
          <figcaption id="demo-caption" className="text-body-secondary small mt-2">
            {t('landing.video-caption')}
          </figcaption>
        </figure>
        <div className="text-center">
          {confirmed && (
            <Alert
              variant="success"
              dismissible
              onClose={() => setConfirmed(false)}
              className="text-start mx-auto"
              style={{ maxWidth: 560 }}
              data-testid="test-drive-sent"
            >
              <Alert.Heading as="h2" className="h5">
                {t('landing.test-drive-sent-title')}
              </Alert.Heading>
              <p className="mb-0">{t('landing.test-drive-sent')}</p>
            </Alert>
          )}
          <p className="h4 mb-3">{t('landing.press-start')}</p>
          <Button size="lg" onClick={() => setFormOpen(true)}>
            {t('landing.start')}
          </Button>
        </div>
      </main>
      <footer className="border-top py-3 text-center text-body-secondary small">
        {t('landing.copyright', { year: new Date().getFullYear() })}
      </footer>
      <TestDriveModal show={formOpen} onClose={close} />
    </div>
  );
}
