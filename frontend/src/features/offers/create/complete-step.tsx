import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@dtn/contracts/entities/offer';
import { OfferStatusBadge } from '../common/offer-status-badge';

/** Step 4: the offer is over (won, lost or cancelled); its detail has the rest. */
export function CompleteStep({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="step-heading">
      <Card.Body>
        <Card.Title as="h2" id="step-heading" className="h5">
          {t('offers.create.step.complete')}
        </Card.Title>
        <p>
          {t(`offers.create.complete.${offer.status}`)} <OfferStatusBadge status={offer.status} />
        </p>
        <Link className="btn btn-primary" to={`/myofferdetails/${offer.inventoryId}`}>
          {t('offers.create.view-offer')}
        </Link>
      </Card.Body>
    </Card>
  );
}
