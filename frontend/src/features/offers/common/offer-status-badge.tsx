import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { OfferStatus } from '@dtn/contracts/enums';

/** Colours with dark text where the background is light, so the badge reads in every theme. */
const look: Record<OfferStatus, { bg: string; text?: 'dark' | 'light' }> = {
  'bidding-transportation': { bg: 'info', text: 'dark' },
  bid: { bg: 'warning', text: 'dark' },
  submitted: { bg: 'primary' },
  won: { bg: 'success' },
  lost: { bg: 'secondary' },
  cancelled: { bg: 'dark' },
  // Lapsed, nobody answered in time: set apart from lost and cancelled.
  expired: { bg: 'danger' },
};

/** An offer's status (spec section 4) as a badge. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return (
    <Badge bg={look[status].bg} text={look[status].text} data-testid="offer-status" className="text-wrap">
      {t(`offers.status.${status}`)}
    </Badge>
  );
}
