import { Alert, Button, Card, Form, InputGroup } from 'react-bootstrap';
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { amountDecimals, bidAmountStep, vendorBidMaxLength } from '@dtn/contracts/constants';
import type { PublicTransportBid } from '@dtn/contracts/routes/offer-queries';
import { formatUsd } from '../../shared/format';
import { Logo } from '../../shared/logo';
import { useFormErrors } from '../../shared/forms/use-form-errors';
import { isLoading, isSucceeded, problemOf } from '../../shared/request-status';
import { Spinner } from '../../shared/spinner';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { selectTransportVendor, transportVendorActions } from './vendor-slice';

const milesFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const cents = new RegExp(`^(\\d+(\\.\\d{0,${amountDecimals}})?|\\.\\d{1,${amountDecimals}})$`);

/** Section 5: number, at least 0, step 0.01, at most 10 characters; submit only when greater than 0. */
export const isVendorAmount = (text: string): boolean => text.length <= vendorBidMaxLength && cents.test(text.trim()) && Number(text) > 0;

/**
 * What the page says once the form is gone: the request closed (another vendor's bid was selected,
 * or it expired while this one was still pending: the vendor is not thanked for a quote they never
 * sent, nor told theirs is considered); else a thank-you for the quote (section 4).
 */
function vendorOutcome(bid: Pick<PublicTransportBid, 'status' | 'expirationDateTime'>, now: number): 'form' | 'thanks' | 'closed' {
  if (bid.status === 'lost') return 'closed';
  if (bid.status === 'pending') return Date.parse(bid.expirationDateTime) <= now ? 'closed' : 'form';
  return 'thanks';
}

/**
 * /bidtransport/{uid}, public and without the signed-in chrome: the vehicle's make and model, the
 * distance in miles and the vendor's quote. After the quote went through, a thank-you; once the
 * request closed without it (vendorOutcome), that it closed. Any failure: transport.bid.error
 * (section 8).
 */
export default function BidTransportPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { uid = '' } = useParams();
  const { bid, status, quote } = useAppSelector(selectTransportVendor);
  const [amount, setAmount] = useState('');
  const { fieldErrors, formError, edited } = useFormErrors(problemOf(quote), { amount: 'body.bidAmount' });
  // When the page opened: a request that expired by then is closed (a later lapse: the quote's 409 says so).
  const [openedAt] = useState(() => Date.now());

  useEffect(() => {
    dispatch(transportVendorActions.opened({ uid }));
  }, [dispatch, uid]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isVendorAmount(amount)) dispatch(transportVendorActions.quoted({ bidAmount: Number(amount) }));
  };

  let body;
  if (status.state === 'failed' && !bid) {
    body = (
      <Alert variant="danger" role="alert">
        {t('transport.bid.error')}
      </Alert>
    );
  } else if (!bid) body = <Spinner />;
  else {
    const outcome = isSucceeded(quote) ? 'thanks' : vendorOutcome(bid, openedAt);
    body = (
      <Card>
        <Card.Body>
          <dl className="row g-0 mb-3">
            {(
              [
                ['transport.bid.make', bid.make],
                ['transport.bid.model', bid.model],
                ['transport.bid.distance', t('transport.bid.miles', { miles: milesFormat.format(bid.distance) })],
                ['transport.bid.closes', timeFormat.format(new Date(bid.expirationDateTime))],
              ] as const
            ).map(([labelKey, value]) => (
              <div key={labelKey} style={{ display: 'contents' }}>
                <dt className="col-5 col-sm-4 fw-normal text-body-secondary">{t(labelKey)}</dt>
                <dd className="col-7 col-sm-8" data-testid={labelKey}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {outcome === 'closed' && (
            <Alert variant="secondary" className="mb-0" data-testid="transport-closed">
              <Alert.Heading as="h2" className="h5">
                {t('transport.bid.closed')}
              </Alert.Heading>
              <p className="mb-0">
                {t(bid.status === 'lost' ? 'transport.bid.closed-selected' : 'transport.bid.closed-expired')}
                {bid.bidAmount !== null && <> {t('transport.bid.your-quote', { amount: formatUsd(bid.bidAmount) })}</>}
              </p>
            </Alert>
          )}
          {outcome === 'thanks' && (
            <Alert variant="success" className="mb-0" data-testid="transport-thank-you">
              <Alert.Heading as="h2" className="h5">
                {t('transport.bid.thank-you')}
              </Alert.Heading>
              {bid.bidAmount !== null && <p className="mb-0">{t('transport.bid.your-quote', { amount: formatUsd(bid.bidAmount) })}</p>}
            </Alert>
          )}
          {outcome === 'form' && (
            <Form onSubmit={submit} noValidate>
              <Form.Group controlId="vendor-amount" className="mb-3" style={{ maxWidth: 320 }}>
                <Form.Label>{t('transport.bid.amount')}</Form.Label>
                <InputGroup hasValidation>
                  <InputGroup.Text>$</InputGroup.Text>
                  <Form.Control
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={bidAmountStep}
                    maxLength={vendorBidMaxLength}
                    required
                    value={amount}
                    isInvalid={Boolean(fieldErrors.amount)}
                    // A number input ignores maxLength: longer input is not taken.
                    onChange={(event) => {
                      if (event.target.value.length > vendorBidMaxLength) return;
                      edited('amount');
                      setAmount(event.target.value);
                    }}
                  />
                  <Form.Control.Feedback type="invalid">{fieldErrors.amount}</Form.Control.Feedback>
                </InputGroup>
              </Form.Group>
              <Button type="submit" disabled={!isVendorAmount(amount) || isLoading(quote)}>
                {t('transport.bid.submit')}
              </Button>
              {formError && (
                <Alert variant="danger" role="alert" className="mt-3 mb-0">
                  {t('transport.bid.error')} {formError}
                </Alert>
              )}
            </Form>
          )}
        </Card.Body>
      </Card>
    );
  }

  return (
    <div className="d-flex flex-column min-vh-100">
      <header className="border-bottom">
        <div className="container d-flex align-items-center gap-2 py-3 fw-semibold" style={{ maxWidth: 640 }}>
          <Logo title={t('app.logo-alt')} />
          {t('app.name')}
        </div>
      </header>
      <main className="container py-4 flex-grow-1" style={{ maxWidth: 640 }}>
        <h1 className="h3 mb-3">{t('transport.bid.title')}</h1>
        <p className="text-body-secondary">{t('transport.bid.intro')}</p>
        {body}
      </main>
    </div>
  );
}
