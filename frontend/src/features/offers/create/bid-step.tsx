import { Button, Card, Form, InputGroup } from 'react-bootstrap';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bidAmountStep } from '@dtn/contracts/constants';
import { formatUsd } from '../../../shared/format';
import { useFormErrors } from '../../../shared/forms/use-form-errors';
import { isFailed, isLoading, problemOf } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { isBidAmount, isTransportAmount, optionalAmount, parseAmount } from '../../../shared/amount-rules';
import { PercentOfValue } from '../../../shared/market/percent-of-value';
import { CommandError } from '../common/command-error';
import { selectWizard, wizardActions } from './wizard-slice';

/** The createOffer / updateOffer body's names for the form's two amounts. */
const bidFields = { offerAmount: 'body.offerAmount', transportAmount: 'body.transportOfferAmount' } as const;

const text = (amount: number | null | undefined) => (amount === null || amount === undefined ? '' : String(amount));

/**
 * Step 3 (spec section 5): the vehicle bid amount (number, min 0, step 0.01, submit only when
 * greater than 0) and the optional transport amount, which is locked and filled from the selected
 * transport bid when there is one. A submitted offer is updated with new amounts. The bid shows as
 * a percentage of the vehicle's network value as it is typed (nothing without a value).
 */
export function BidStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { item, offer, submission } = useAppSelector(selectWizard);
  const canSubmit = useCanCall(offer?.status === 'submitted' ? 'updateOffer' : 'createOffer');
  const request = offer?.transportBidRequest;
  const selected = request?.transportBids.find((bid) => bid.id === request.selectedTransportBidId) ?? null;
  const locked = selected ? selected.bidAmount : null;
  const [offerAmount, setOfferAmount] = useState(text(offer?.offerAmount));
  const [transportAmount, setTransportAmount] = useState(text(offer?.transportOfferAmount));
  // A selected quote shows as money is written (450.00), not as the number 450.
  const transport = locked !== null ? locked.toFixed(2) : transportAmount;
  const valid = isBidAmount(offerAmount) && isTransportAmount(transport);
  const total = (parseAmount(offerAmount) ?? 0) + (optionalAmount(transport) ?? 0);
  const { fieldErrors, edited } = useFormErrors(problemOf(submission), bidFields);
  // The form's own rule (spec section 5), else the server's reason.
  const offerReason = offerAmount !== '' && !isBidAmount(offerAmount) ? t('offers.bid.amount-invalid') : fieldErrors.offerAmount;
  const transportReason = !isTransportAmount(transport) ? t('offers.bid.transport-invalid') : fieldErrors.transportAmount;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    dispatch(wizardActions.bidSubmitted({ offerAmount: parseAmount(offerAmount)!, transportOfferAmount: optionalAmount(transport) }));
  };

  return (
    <Card as="section" aria-labelledby="step-heading">
      <Card.Body>
        <Card.Title as="h2" id="step-heading" className="h5">
          {t('offers.create.step.submit-bid')}
        </Card.Title>
        <Form onSubmit={submit} noValidate>
          <Form.Group controlId="offer-amount" className="mb-3" style={{ maxWidth: 360 }}>
            <Form.Label>{t('offers.bid.amount')}</Form.Label>
            <InputGroup hasValidation>
              <InputGroup.Text>$</InputGroup.Text>
              <Form.Control
                type="number"
                inputMode="decimal"
                min={0}
                step={bidAmountStep}
                required
                value={offerAmount}
                isInvalid={Boolean(offerReason)}
                onChange={(event) => {
                  edited('offerAmount');
                  setOfferAmount(event.target.value);
                }}
              />
              <Form.Control.Feedback type="invalid">{offerReason}</Form.Control.Feedback>
            </InputGroup>
            {/* As the buyer types: the bid against what the network pays for this vehicle. */}
            <div aria-live="polite" className="mt-1">
              <PercentOfValue amount={isBidAmount(offerAmount) ? parseAmount(offerAmount) : null} value={item?.market.value ?? null} />
            </div>
          </Form.Group>
          <Form.Group controlId="transport-amount" className="mb-3" style={{ maxWidth: 360 }}>
            <Form.Label>{t('offers.bid.transport-amount')}</Form.Label>
            <InputGroup hasValidation>
              <InputGroup.Text>$</InputGroup.Text>
              <Form.Control
                type="number"
                inputMode="decimal"
                min={0}
                step={bidAmountStep}
                value={transport}
                disabled={locked !== null}
                isInvalid={Boolean(transportReason)}
                aria-describedby="transport-amount-help"
                onChange={(event) => {
                  edited('transportAmount');
                  setTransportAmount(event.target.value);
                }}
              />
              <Form.Control.Feedback type="invalid">{transportReason}</Form.Control.Feedback>
            </InputGroup>
            <Form.Text id="transport-amount-help">
              {selected ? t('offers.bid.transport-locked', { vendor: selected.transportVendor.name }) : t('offers.bid.transport-optional')}
            </Form.Text>
          </Form.Group>
          <p className="fw-semibold" data-testid="bid-total">
            {t('offers.bid.total', { total: formatUsd(total) })}
          </p>
          <Button type="submit" disabled={!canSubmit || !valid || isLoading(submission)}>
            {t(offer?.status === 'submitted' ? 'offers.bid.update' : 'offers.bid.submit')}
          </Button>
        </Form>
        {isFailed(submission) && <CommandError problem={submission.problem} messageKey="offers.bid.error" fields={bidFields} />}
      </Card.Body>
    </Card>
  );
}
