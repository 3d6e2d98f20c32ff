import { useTranslation } from 'react-i18next';
import { percentOfValue } from '@dtn/contracts/domain/market';
import { formatPercent, formatUsd } from '../format';

/**
 * An amount (a bid as it is typed, a round, the amount a confirmation states) as a percentage of
 * the vehicle's network value: "96.3% of the network value ($24,300.00)". Nothing without an
 * amount or a value (the cohort has too few sales), so a screen can always place it.
 */
export function PercentOfValue({
  amount,
  value,
  className = 'small text-body-secondary',
}: {
  amount: number | null;
  value: number | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const percent = amount === null ? null : percentOfValue(amount, value);
  if (percent === null) return null;
  return (
    <span className={className} data-testid="percent-of-value">
      {t('market.percent-of-value', { percent: formatPercent(percent), value: formatUsd(value) })}
    </span>
  );
}
