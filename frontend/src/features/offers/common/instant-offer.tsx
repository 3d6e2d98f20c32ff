import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@dtn/contracts/entities/offer';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * An offer a buyer's standing order made (issue 35): "Instant offer", and for the seller when the
 * order ends ("standing order ends Dec 26, 2026"). Nothing for a bid made by hand.
 */
export function InstantOfferMark({ offer, side }: { offer: Pick<Offer, 'origin' | 'standingOrderEndsAt'>; side: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  if (offer.origin !== 'standing-order') return null;
  return (
    <span className="d-inline-flex flex-wrap align-items-center column-gap-2" data-testid="instant-offer">
      <Badge bg="info" text="dark">
        {t('offers.instant.badge')}
      </Badge>
      {side === 'seller' && offer.standingOrderEndsAt && (
        <span className="small text-body-secondary">
          {t('offers.instant.ends', { date: dateFormat.format(new Date(offer.standingOrderEndsAt)) })}
        </span>
      )}
    </span>
  );
}
