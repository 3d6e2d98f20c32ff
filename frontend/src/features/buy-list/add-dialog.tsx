import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Col, Row } from 'react-bootstrap';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { buyListMaxRadius, buyListMinRadius, standingOrderMaxDays, standingOrderMaxUnitsPerDay } from '@dtn/contracts/constants';
import { useFormErrors } from '../../shared/forms/use-form-errors';
import { NameCountOptions } from '../../shared/name-count-options';
import { isLoading, problemOf } from '../../shared/request-status';
import { selectPermissions, selectUserDealerships } from '../../shared/session/session-slice';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { buyListErrors, emptyBuyListForm, yearOptions, type BuyListForm } from './buy-list-rules';
import { buyListActions, selectBuyList } from './buy-list-slice';
import { StandingOrderFields } from './standing-order-fields';
import {
  autoOfferBody,
  emptyStandingOrderForm,
  standingOrderErrors,
  standingOrderServerFields,
  type StandingOrderField,
  type StandingOrderForm,
} from './standing-order-rules';

/**
 * The add dialog in the spec's order (section 5): make first, then model, then the years
 * (buy-list.year-error when the end is before the start), then the distance, 20 to 500, default
 * 50. A failed add keeps its error text on show; a saved one resets and closes the dialog.
 * A user with CreateOffer may also make the item a standing order (issue 35): its own section.
 */
/** The addBuyListItem body's fields, named as the form names them. */
const buyListFields = ['make', 'model', 'startYear', 'endYear', 'searchRadius'] as const;
const serverFields = {
  ...Object.fromEntries(buyListFields.map((field) => [field, `body.${field}`])),
  ...standingOrderServerFields,
} as Record<(typeof buyListFields)[number] | StandingOrderField, string>;

/** The order form's default: ends in 30 days, for the user's first dealership. */
const freshOrder = (dealershipId: string) => emptyStandingOrderForm(new Date(), dealershipId);

export function AddDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { makes, models, years, addStatus, addedCount } = useAppSelector(selectBuyList);
  const mayOffer = useAppSelector(selectPermissions).has('CreateOffer');
  const dealerships = useAppSelector(selectUserDealerships);
  const firstDealership = dealerships[0]?.id ?? '';
  const [form, setForm] = useState<BuyListForm>(emptyBuyListForm);
  const [order, setOrder] = useState<StandingOrderForm>(() => freshOrder(firstDealership));
  const [checked, setChecked] = useState(false);
  const seen = useRef(addedCount);
  const saving = isLoading(addStatus);
  const { fieldErrors, formError, edited } = useFormErrors(problemOf(addStatus), serverFields);
  const now = new Date();

  useEffect(() => {
    if (show) dispatch(buyListActions.makesRequested());
  }, [dispatch, show]);

  useEffect(() => {
    if (addedCount === seen.current) return;
    seen.current = addedCount;
    setForm(emptyBuyListForm);
    setOrder(freshOrder(firstDealership));
    setChecked(false);
    onClose();
  }, [addedCount, onClose, firstDealership]);

  // The dealerships arrive after sign-in: the order takes the first unless one was chosen.
  if (order.dealershipId === '' && firstDealership !== '') setOrder({ ...order, dealershipId: firstDealership });

  // The year rule shows as soon as both years are chosen; the rest once 'Add' was pressed.
  const all = buyListErrors(form);
  const errors = checked ? all : all.endYear === 'buy-list.year-error' ? { endYear: all.endYear } : {};
  const choices = yearOptions(years);
  const orderErrors = mayOffer ? standingOrderErrors(order, now) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (saving || Object.keys(all).length > 0 || Object.keys(orderErrors).length > 0) return;
    const { make, model, startYear, endYear, searchRadius } = form;
    const autoOffer = mayOffer ? autoOfferBody(order) : null;
    const draft = { make, model, startYear: Number(startYear), endYear: Number(endYear), searchRadius };
    dispatch(buyListActions.addSubmitted(autoOffer ? { ...draft, autoOffer } : draft));
  };
  const orderReason = (field: StandingOrderField) =>
    checked && orderErrors[field]
      ? t(orderErrors[field], { max: standingOrderMaxDays, units: standingOrderMaxUnitsPerDay })
      : fieldErrors[field];
  const changeOrder = (next: StandingOrderForm, field: StandingOrderField | 'enabled') => {
    if (field !== 'enabled') edited(field);
    setOrder(next);
  };
  // The form's own rule (spec section 5), else the server's reason for the field.
  const reason = (field: keyof BuyListForm) =>
    errors[field] ? t(errors[field], { min: buyListMinRadius, max: buyListMaxRadius }) : fieldErrors[field];
  const invalid = (field: keyof BuyListForm) => Boolean(reason(field));
  const feedback = (field: keyof BuyListForm) =>
    reason(field) && <Form.Control.Feedback type="invalid">{reason(field)}</Form.Control.Feedback>;
  const change = (next: BuyListForm) => {
    for (const field of buyListFields) if (next[field] !== form[field]) edited(field);
    setForm(next);
  };

  return (
    <Modal show={show} onHide={onClose} aria-labelledby="buy-list-add-title" size={mayOffer ? 'lg' : undefined}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="buy-list-add-title">{t('buy-list.add-title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {formError && (
            <Alert variant="danger" data-testid="buy-list-add-error">
              {t('buy-list.create-error', { message: formError })}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="buy-list-make">
            <Form.Label>{t('buy-list.make')}</Form.Label>
            <Form.Select
              value={form.make}
              isInvalid={invalid('make')}
              onChange={(e) => {
                change({ ...form, make: e.target.value, model: '', startYear: '', endYear: '' });
                if (e.target.value) dispatch(buyListActions.modelsRequested(e.target.value));
              }}
            >
              <option value="">{t('buy-list.choose-make')}</option>
              <NameCountOptions items={makes} />
            </Form.Select>
            {feedback('make')}
          </Form.Group>
          <Form.Group className="mb-3" controlId="buy-list-model">
            <Form.Label>{t('buy-list.model')}</Form.Label>
            <Form.Select
              value={form.model}
              disabled={!form.make}
              isInvalid={invalid('model')}
              onChange={(e) => {
                change({ ...form, model: e.target.value, startYear: '', endYear: '' });
                if (e.target.value) dispatch(buyListActions.yearsRequested({ make: form.make, model: e.target.value }));
              }}
            >
              <option value="">{t('buy-list.choose-model')}</option>
              <NameCountOptions items={models} />
            </Form.Select>
            {feedback('model')}
          </Form.Group>
          <Row className="g-2 mb-3">
            {(['startYear', 'endYear'] as const).map((field) => (
              <Form.Group as={Col} key={field} controlId={`buy-list-${field}`}>
                <Form.Label>{t(`buy-list.${field === 'startYear' ? 'start-year' : 'end-year'}`)}</Form.Label>
                <Form.Select
                  value={form[field]}
                  disabled={!form.model}
                  isInvalid={invalid(field)}
                  onChange={(e) => change({ ...form, [field]: e.target.value })}
                >
                  <option value="">{t('buy-list.choose-year')}</option>
                  {choices.map((year) => (
                    <option key={year} value={year}>
                      {year}
                    </option>
                  ))}
                </Form.Select>
                {feedback(field)}
              </Form.Group>
            ))}
          </Row>
          <Form.Group controlId="buy-list-radius">
            <Form.Label>{t('buy-list.radius-label', { radius: form.searchRadius })}</Form.Label>
            <Form.Range
              min={buyListMinRadius}
              max={buyListMaxRadius}
              step={1}
              value={form.searchRadius}
              disabled={!form.endYear}
              className={invalid('searchRadius') ? 'is-invalid' : undefined}
              onChange={(e) => change({ ...form, searchRadius: Number(e.target.value) })}
            />
            {invalid('searchRadius') && <div className="invalid-feedback d-block">{reason('searchRadius')}</div>}
            <div className="d-flex justify-content-between small text-body-secondary">
              <span>{t('buy-list.radius', { radius: buyListMinRadius })}</span>
              <span>{t('buy-list.radius', { radius: buyListMaxRadius })}</span>
            </div>
          </Form.Group>
          {mayOffer && <StandingOrderFields form={order} onChange={changeOrder} reason={orderReason} dealerships={dealerships} now={now} />}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {t('buy-list.add-submit')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
