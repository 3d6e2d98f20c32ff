import { useTranslation } from 'react-i18next';

/** An empty list's message, by the spec's key (e.g. 'marketplace.not-found'). */
export function EmptyState({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return (
    <p className="text-body-secondary text-center py-5" role="status">
      {t(messageKey)}
    </p>
  );
}
