import { useTranslation } from 'react-i18next';

/** Simple line pictures for the three document buttons (no external image needed). */
const icons = {
  'service-records': 'M4 3h12l4 4v14H4z M8 9h8 M8 13h8 M8 17h5',
  'vehicle-history': 'M3 12a9 9 0 1 0 3-6.7 M3 4v4h4 M12 7v5l3 3',
  'window-sticker': 'M5 2h14v20H5z M8 6h8 M8 10h8 M8 14h4 M14 18h2',
} as const;

type Document = keyof typeof icons;

/** Section 2: three image-only buttons (service records, vehicle history report, window sticker) that do nothing. */
export function DocumentButtons() {
  const { t } = useTranslation();
  return (
    <div className="d-flex gap-2" role="group" aria-label={t('inventory.detail.documents')}>
      {(Object.keys(icons) as Document[]).map((document) => (
        <button
          key={document}
          type="button"
          className="btn btn-outline-secondary p-2"
          aria-label={t(`inventory.detail.${document}`)}
          title={t(`inventory.detail.${document}`)}
        >
          <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
            <path d={icons[document]} />
          </svg>
        </button>
      ))}
    </div>
  );
}
