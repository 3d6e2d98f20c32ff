import { Alert, Button, Form, InputGroup, Modal } from 'react-bootstrap';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxBidAmount, minBidAmount } from '@dtn/contracts/constants';
import { parseAmount } from '../../../shared/amount-rules';
import { formatUsd } from '../../../shared/format';
import { useFormErrors } from '../../../shared/forms/use-form-errors';
import { isFailed, isLoading, isSucceeded, problemOf } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { StandingOrderReachLine } from '../../../shared/standing-order-reach/standing-order-reach';
import type { ExitVehicle } from './exit-vehicle';
import { exitsActions as actions, selectExits } from './exits-slice';

/** A price as typed: dollars from 0.01 with at most 2 decimals (the server's rule). */
const parsePrice = (text: string): number | null => {
  const value = parseAmount(text.trim().replace(/[$,]/g, ''));
  return value !== null && value >= minBidAmount && value <= maxBidAmount ? value : null;
};

/** A new list price for one vehicle: its price now (and where it stands to the market), the new
 * one typed, saved with one click; the answer in the dialog. Before saving, the standing orders
 * that would bid at the typed price (issue 35). */
export function RepriceDialog({ vehicle }: { vehicle: ExitVehicle }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { dialog, reprice } = useAppSelector(selectExits);
  const show = dialog?.kind === 'reprice' && dialog.vehicle.id === vehicle.id;
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const mine = reprice.inventoryId === vehicle.id;
  const saving = mine && isLoading(reprice.status);
  const { fieldErrors, formError, edited } = useFormErrors(mine ? problemOf(reprice.status) : null, { price: 'body.listPrice' });
  // The form's own rule, else the server's reason.
  const reason = invalid ? t('aging.reprice.invalid', { min: formatUsd(minBidAmount) }) : fieldErrors.price;
  const close = () => {
    setText('');
    setInvalid(false);
    dispatch(actions.dialogClosed());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const listPrice = parsePrice(text);
    setInvalid(listPrice === null);
    if (listPrice !== null) dispatch(actions.repriceSubmitted({ inventoryId: vehicle.id, listPrice }));
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby={`reprice-title-${vehicle.id}`}>
      <Form noValidate onSubmit={submit} data-testid="reprice-form">
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={`reprice-title-${vehicle.id}`} className="h5">
            {t('aging.reprice.title', { vehicle: vehicle.title })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-2">
            {vehicle.listPrice === null ? t('aging.reprice.no-price') : t('aging.reprice.current', { price: formatUsd(vehicle.listPrice) })}{' '}
            {vehicle.priceToMarket !== null && t('aging.reprice.market', { percent: vehicle.priceToMarket })}
          </p>
          <Form.Group controlId={`reprice-${vehicle.id}`}>
            <Form.Label>{t('aging.reprice.new-price')}</Form.Label>
            <InputGroup hasValidation>
              <InputGroup.Text>$</InputGroup.Text>
              <Form.Control
                inputMode="decimal"
                autoFocus
                value={text}
                isInvalid={Boolean(reason)}
                disabled={saving}
                onChange={(event) => {
                  edited('price');
                  setText(event.target.value);
                }}
              />
              <Form.Control.Feedback type="invalid">{reason}</Form.Control.Feedback>
            </InputGroup>
          </Form.Group>
          {show && (
            <div className="mt-2" role="status">
              <StandingOrderReachLine vehicle={vehicle.reach} listPrice={parsePrice(text) ?? vehicle.listPrice} />
            </div>
          )}
          {mine && isSucceeded(reprice.status) && reprice.listPrice !== null && (
            <Alert variant="success" className="mt-3 mb-0" role="status">
              {t('aging.reprice.saved', { vehicle: vehicle.title, price: formatUsd(reprice.listPrice) })}
            </Alert>
          )}
          {mine && isFailed(reprice.status) && formError && (
            <Alert variant="danger" className="mt-3 mb-0">
              {reprice.status.problem.status === 409 ? t('aging.reprice.sold') : `${t('aging.reprice.failed')} ${formError}`}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('common.close')}
          </Button>
          <Button type="submit" variant="primary" disabled={saving}>
            {t(saving ? 'aging.reprice.saving' : 'aging.reprice.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
