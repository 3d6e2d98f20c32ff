import { useTranslation } from 'react-i18next';

/** A screen of a later issue: its heading only, behind its route's guard. */
function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section>
      <h1 className="h3">{t(titleKey)}</h1>
      <p className="text-body-secondary">{t('page.coming-soon')}</p>
    </section>
  );
}

/** A lazy-loadable module whose default export shows this heading. */
export const placeholder = (titleKey: string) => ({ default: () => <PlaceholderPage titleKey={titleKey} /> });
