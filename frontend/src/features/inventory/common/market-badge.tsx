import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { marketPosition, type MarketPosition } from '@dtn/contracts/domain/market';
import { formatPercent } from '../../../shared/format';

// Below market is a buyer's good deal (green), above it a price to question (amber); every pair
// of background and text keeps 4.5:1 on the light and dark palettes.
const variants: Record<MarketPosition, { bg: string; text?: 'dark' }> = {
  below: { bg: 'success' },
  at: { bg: 'info', text: 'dark' },
  above: { bg: 'warning', text: 'dark' },
};

/** Where a vehicle's price stands against its network value (below / at / above market, with the
 * percentage unless the screen shows it beside); nothing without a price-to-market figure. */
export function MarketBadge({
  priceToMarket,
  withPercent = true,
  className,
}: {
  priceToMarket: number | null;
  withPercent?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (priceToMarket === null) return null;
  const position = marketPosition(priceToMarket);
  const texts = { position: t(`market.position.${position}`), percent: formatPercent(priceToMarket) };
  return (
    <Badge
      {...variants[position]}
      className={className}
      data-testid="market-badge"
      data-position={position}
      title={t('market.badge-label', texts)}
    >
      {withPercent ? t('market.badge', texts) : texts.position}
    </Badge>
  );
}
