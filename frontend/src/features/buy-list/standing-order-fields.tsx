import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { standingOrderMaxDays } from '@dtn/contracts/constants';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import { ListingType } from '@dtn/contracts/enums';
import { dayAfter, type StandingOrderField, type StandingOrderForm } from './standing-order-rules';

interface Props {
  form: StandingOrderForm;
  onChange: (next: StandingOrderForm, field: StandingOrderField | 'enabled') => void;
  /** The reason a field is wrong (the form's rule, else the server's), or undefined. */
  reason: (field: StandingOrderField) => string | undefined;
  dealerships: readonly Dealership[];
  now: Date;
}

/**
 * The add dialog's "Make offers automatically" section (issue 35): off by default; on, the order's
 * maximum price (and optional share of network value), its end, its daily caps and what a vehicle
 * must be to get an offer. Shown only to users with CreateOffer (the dialog decides).
 */
export function StandingOrderFields({ form, onChange, reason, dealerships, now }: Props) {
  const { t } = useTranslation();
  const set = (field: StandingOrderField, value: string) => onChange({ ...form, [field]: value }, field);
  const feedback = (field: StandingOrderField) =>
    reason(field) && <Form.Control.Feedback type="invalid">{reason(field)}</Form.Control.Feedback>;
  const text = (
    field: StandingOrderField,
    props: { label: string; hint?: string; prefix?: string; suffix?: string; inputMode?: 'decimal' | 'numeric' },
  ) => (
    <Form.Group as={Col} xs={12} sm={6} controlId={`standing-order-${field}`}>
      <Form.Label>{props.label}</Form.Label>
      <InputGroup hasValidation>
        {props.prefix && <InputGroup.Text>{props.prefix}</InputGroup.Text>}
        <Form.Control
          inputMode={props.inputMode ?? 'decimal'}
          value={form[field]}
          isInvalid={Boolean(reason(field))}
          onChange={(e) => set(field, e.target.value)}
        />
        {props.suffix && <InputGroup.Text>{props.suffix}</InputGroup.Text>}
        {feedback(field)}
      </InputGroup>
      {props.hint && <Form.Text>{props.hint}</Form.Text>}
    </Form.Group>
  );
  const toggleType = (type: ListingType, on: boolean) => {
    const listingTypes = on ? [...form.listingTypes, type] : form.listingTypes.filter((held) => held !== type);
    onChange({ ...form, listingTypes: ListingType.options.filter((option) => listingTypes.includes(option)) }, 'listingTypes');
  };

  return (
    <fieldset className="border-top mt-3 pt-3" data-testid="standing-order-fields">
      <Form.Check
        type="switch"
        id="standing-order-enabled"
        label={<span className="fw-semibold">{t('buy-list.order.enable')}</span>}
        checked={form.enabled}
        onChange={(e) => onChange({ ...form, enabled: e.target.checked }, 'enabled')}
      />
      <Form.Text className="d-block mb-2">{t('buy-list.order.explain')}</Form.Text>
      {form.enabled && (
        <Row className="g-2">
          {text('maxPrice', { label: t('buy-list.order.max-price'), prefix: '$' })}
          {text('maxPercentOfValue', { label: t('buy-list.order.max-percent'), hint: t('buy-list.order.optional'), suffix: '%' })}
          {text('maxUnitsPerDay', { label: t('buy-list.order.units-per-day'), inputMode: 'numeric' })}
          {text('maxDollarsPerDay', { label: t('buy-list.order.dollars-per-day'), prefix: '$' })}
          <Form.Group as={Col} xs={12} sm={6} controlId="standing-order-endsOn">
            <Form.Label>{t('buy-list.order.ends-on')}</Form.Label>
            <Form.Control
              type="date"
              value={form.endsOn}
              min={dayAfter(now, 1)}
              max={dayAfter(now, standingOrderMaxDays)}
              isInvalid={Boolean(reason('endsOn'))}
              onChange={(e) => set('endsOn', e.target.value)}
            />
            {feedback('endsOn')}
          </Form.Group>
          {text('maxMileage', { label: t('buy-list.order.max-mileage'), hint: t('buy-list.order.optional'), inputMode: 'numeric' })}
          <Form.Group as={Col} xs={12} controlId="standing-order-trims">
            <Form.Label>{t('buy-list.order.trims')}</Form.Label>
            <Form.Control value={form.trims} isInvalid={Boolean(reason('trims'))} onChange={(e) => set('trims', e.target.value)} />
            {feedback('trims')}
            <Form.Text>{t('buy-list.order.trims-hint')}</Form.Text>
          </Form.Group>
          <Col xs={12} sm={6}>
            <div role="group" aria-labelledby="standing-order-types-label">
              <div id="standing-order-types-label" className="form-label">
                {t('buy-list.order.listing-types')}
              </div>
              {ListingType.options.map((type) => (
                <Form.Check
                  inline
                  key={type}
                  id={`standing-order-type-${type}`}
                  label={t(`buy-list.order.type.${type}`)}
                  checked={form.listingTypes.includes(type)}
                  isInvalid={Boolean(reason('listingTypes'))}
                  onChange={(e) => toggleType(type, e.target.checked)}
                />
              ))}
              {reason('listingTypes') && <div className="invalid-feedback d-block">{reason('listingTypes')}</div>}
            </div>
          </Col>
          {dealerships.length > 1 && (
            <Form.Group as={Col} xs={12} sm={6} controlId="standing-order-dealershipId">
              <Form.Label>{t('buy-list.order.dealership')}</Form.Label>
              <Form.Select
                value={form.dealershipId}
                isInvalid={Boolean(reason('dealershipId'))}
                onChange={(e) => set('dealershipId', e.target.value)}
              >
                {dealerships.map((dealership) => (
                  <option key={dealership.id} value={dealership.id}>
                    {dealership.name}
                  </option>
                ))}
              </Form.Select>
              {feedback('dealershipId')}
            </Form.Group>
          )}
        </Row>
      )}
    </fieldset>
  );
}
