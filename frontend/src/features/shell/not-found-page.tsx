import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Any path the route table does not know (spec section 2). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="text-center py-5">
      <p className="display-4 fw-bold">{t('not-found.code')}</p>
      <h1 className="h3">{t('not-found.title')}</h1>
      <p className="text-body-secondary">{t('not-found.message')}</p>
      <Link className="btn btn-primary" to="/home">
        {t('not-found.go-home')}
      </Link>
    </section>
  );
}
