import { Button, Form, InputGroup } from 'react-bootstrap';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxBidAmount, minBidAmount } from '@dtn/contracts/constants';
import { parseAmount } from '../../../shared/amount-rules';
import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import { formatUsd } from '../../../shared/format';
import { useFormErrors } from '../../../shared/forms/use-form-errors';
import { isFailed, isLoading, isSucceeded, problemOf } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { buyNowActions as actions, selectBuyNow } from './buy-now-slice';

type Vehicle = Pick<InventoryItem, 'id' | 'sold' | 'buyNowPrice'>;

/** A price as typed: a dollar amount from 0.01 with at most 2 decimals (the server's rule). */
const parsePrice = (text: string): number | null => {
  const value = parseAmount(text.trim().replace(/[$,]/g, ''));
  return value !== null && value >= minBidAmount && value <= maxBidAmount ? value : null;
};

/**
 * The seller's Buy Now price on the vehicle detail (SpotlightInventory, the user's own group's
 * vehicle): set or change it, or clear it. A sold vehicle shows the price it had, read-only.
 */
export function BuyNowPriceForm({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const maySet = useCanCall('setBuyNowPrice');
  const { priceSave } = useAppSelector(selectBuyNow);
  const [text, setText] = useState(vehicle.buyNowPrice === null ? '' : String(vehicle.buyNowPrice));
  const [invalid, setInvalid] = useState(false);
  // A saved (or elsewhere changed) price is the field's new starting point (React's "adjusting
  // state when a prop changes", during render rather than in an effect).
  const [shownPrice, setShownPrice] = useState(vehicle.buyNowPrice);
  if (shownPrice !== vehicle.buyNowPrice) {
    setShownPrice(vehicle.buyNowPrice);
    setText(vehicle.buyNowPrice === null ? '' : String(vehicle.buyNowPrice));
  }
  const mine = priceSave.inventoryId === vehicle.id;
  const { fieldErrors, formError, edited } = useFormErrors(mine ? problemOf(priceSave.status) : null, { price: 'body.price' });
  if (!maySet || vehicle.sold) return null;

  // The form's own rule, else the server's reason.
  const reason = invalid ? t('buy-now.form.invalid', { min: formatUsd(minBidAmount) }) : fieldErrors.price;
  const saving = mine && isLoading(priceSave.status);
  const save = (price: number | null) => dispatch(actions.priceSubmitted({ inventoryId: vehicle.id, price }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = parsePrice(text);
    setInvalid(price === null);
    if (price !== null) save(price);
  };
  return (
    <Form className="mb-3" onSubmit={submit} noValidate aria-labelledby="buy-now-form-title" data-testid="buy-now-form">
      <h2 id="buy-now-form-title" className="h6 mb-1">
        {t('buy-now.form.title')}
      </h2>
      <p className="small text-body-secondary mb-2">
        {vehicle.buyNowPrice === null ? t('buy-now.form.none') : t('buy-now.form.current', { price: formatUsd(vehicle.buyNowPrice) })}
      </p>
      <InputGroup hasValidation>
        <InputGroup.Text>$</InputGroup.Text>
        <Form.Control
          inputMode="decimal"
          aria-label={t('buy-now.form.price')}
          value={text}
          isInvalid={Boolean(reason)}
          onChange={(event) => {
            edited('price');
            setText(event.target.value);
          }}
          disabled={saving}
        />
        <Button type="submit" variant="primary" disabled={saving}>
          {t(vehicle.buyNowPrice === null ? 'buy-now.form.set' : 'buy-now.form.change')}
        </Button>
        {vehicle.buyNowPrice !== null && (
          <Button variant="outline-secondary" disabled={saving} onClick={() => save(null)}>
            {t('buy-now.form.clear')}
          </Button>
        )}
        <Form.Control.Feedback type="invalid">{reason}</Form.Control.Feedback>
      </InputGroup>
      {mine && isSucceeded(priceSave.status) && (
        <p className="small text-success mt-1 mb-0" role="status">
          {t('buy-now.form.saved')}
        </p>
      )}
      {mine && isFailed(priceSave.status) && formError && (
        <p className="small text-danger mt-1 mb-0" role="alert">
          {priceSave.status.problem.status === 409 ? t('buy-now.form.sold') : `${t('buy-now.form.error')} ${formError}`}
        </p>
      )}
    </Form>
  );
}
