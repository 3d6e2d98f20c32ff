import { useTranslation } from 'react-i18next';
import type { NameCount } from '@dtn/contracts/routes/network-makes';

/**
 * A searching list's options: each make or model the network has with its count of vehicles
 * ("Toyota (312)"); the value is the name alone. `kept` is a chosen name the list no longer
 * holds (its last vehicle sold), kept as an option so that the choice still shows.
 */
export function NameCountOptions({ items, kept }: { items: readonly NameCount[]; kept?: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {kept && !items.some((item) => item.name === kept) && <option value={kept}>{kept}</option>}
      {items.map(({ name, count }) => (
        <option key={name} value={name}>
          {t('common.name-count', { name, count: count.toLocaleString('en-US') })}
        </option>
      ))}
    </>
  );
}
