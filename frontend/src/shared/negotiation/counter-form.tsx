import { Button, Form, InputGroup } from 'react-bootstrap';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bidAmountStep } from '@dtn/contracts/constants';
import { parseAmount } from '../amount-rules';
import { formatUsd } from '../format';
import { PercentOfValue } from '../market/percent-of-value';
import { withinBounds, type CounterBounds } from './negotiation-rules';

/** The bounds as a sentence: "More than $21,000.00 and at most $23,450.00". */
function boundsText(bounds: CounterBounds, t: (key: string, values?: Record<string, unknown>) => string): string {
  const above = formatUsd(bounds.above);
  if (bounds.below !== null) return t('negotiation.counter.bounds-below', { above, below: formatUsd(bounds.below) });
  if (bounds.atMost !== null) return t('negotiation.counter.bounds-at-most', { above, atMost: formatUsd(bounds.atMost) });
  return t('negotiation.counter.bounds-above', { above });
}

/**
 * A counter's vehicle amount with the rules' bounds shown under the box, and as it is typed its
 * percentage of the network value (`value`, when there is one); it submits only an amount of at
 * most two decimals within the bounds (the confirmation comes next, in the action bar).
 */
export function CounterForm({
  bounds,
  value = null,
  onSubmit,
  onCancel,
}: {
  bounds: CounterBounds;
  value?: number | null;
  onSubmit: (amount: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const amount = parseAmount(text);
  const valid = amount !== null && withinBounds(amount, bounds);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSubmit(amount);
  };
  return (
    <Form onSubmit={submit} noValidate className="mt-3" data-testid="counter-form">
      <Form.Group controlId="counter-amount" className="mb-2" style={{ maxWidth: 320 }}>
        <Form.Label>{t('negotiation.counter.amount')}</Form.Label>
        <InputGroup hasValidation>
          <InputGroup.Text>$</InputGroup.Text>
          <Form.Control
            type="number"
            inputMode="decimal"
            min={0}
            step={bidAmountStep}
            required
            autoFocus
            value={text}
            isInvalid={text.trim() !== '' && !valid}
            aria-describedby="counter-bounds"
            onChange={(event) => setText(event.target.value)}
          />
        </InputGroup>
        <Form.Text id="counter-bounds" className={text.trim() !== '' && !valid ? 'text-danger' : undefined}>
          {boundsText(bounds, t)}
        </Form.Text>
        <div aria-live="polite">
          <PercentOfValue amount={amount} value={value} />
        </div>
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!valid}>
          {t('negotiation.counter.review')}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </Form>
  );
}
