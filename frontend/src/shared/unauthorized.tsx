import { useTranslation } from 'react-i18next';

/** Spec sections 2 and 8: what a user lacking a screen's permissions sees, 'unauthorized'. */
export function Unauthorized() {
  const { t } = useTranslation();
  return <p className="py-5 text-center">{t('unauthorized')}</p>;
}
