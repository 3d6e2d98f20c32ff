import { useEffect, useState, type FormEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  maxAgingThresholdDays,
  maxAgingThresholds,
  maxHoldingCostPerDay,
  minAgingThresholdDays,
  minHoldingCostPerDay,
} from '@dtn/contracts/constants';
import { agingThresholdsProblem, holdingCostProblem } from '@dtn/contracts/domain/aging-settings';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import { parseAmount } from '../../../shared/amount-rules';
import { formatUsd } from '../../../shared/format';
import { RequestError } from '../../../shared/request-error';
import { useFormErrors } from '../../../shared/forms/use-form-errors';
import { idle, isFailed, isLoading, isSucceeded, problemOf } from '../../../shared/request-status';
import { selectUser } from '../../../shared/session/session-slice';
import { Spinner } from '../../../shared/spinner';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { agingSettingsActions as actions, selectAgingSettings } from './aging-settings-slice';

/** "30, 45, 60, 90" as typed: whole numbers between commas or spaces (anything else: null). */
function parseDays(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.some((part) => !/^\d+$/.test(part))) return null;
  return parts.map(Number).sort((a, b) => a - b);
}

/** The aging-settings body's names for the form's two fields. */
const agingFields = { cost: 'body.holdingCostPerDay', days: 'body.agingThresholds' } as const;

function DealershipAging({ dealership }: { dealership: Dealership }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectAgingSettings).saves[dealership.id] ?? idle;
  const [cost, setCost] = useState(String(dealership.holdingCostPerDay));
  const [days, setDays] = useState(dealership.agingThresholds.join(', '));
  const [invalid, setInvalid] = useState({ cost: false, days: false });
  // Typing puts the save back to idle (actions.edited), which clears the server's reasons too.
  const edited = () => dispatch(actions.edited({ dealershipId: dealership.id }));
  const { fieldErrors, formError } = useFormErrors(problemOf(save), agingFields);
  // The form's own rules, else the server's reasons.
  const costReason = invalid.cost
    ? t('aging.settings.cost-invalid', { min: formatUsd(minHoldingCostPerDay), max: formatUsd(maxHoldingCostPerDay) })
    : fieldErrors.cost;
  const daysReason = invalid.days
    ? t('aging.settings.thresholds-invalid', { max: maxAgingThresholds, minDays: minAgingThresholdDays, maxDays: maxAgingThresholdDays })
    : fieldErrors.days;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const holdingCostPerDay = parseAmount(cost.replace(/[$,]/g, ''));
    const agingThresholds = parseDays(days);
    const wrong = {
      cost: holdingCostPerDay === null || holdingCostProblem(holdingCostPerDay) !== null,
      days: agingThresholds === null || agingThresholdsProblem(agingThresholds) !== null,
    };
    setInvalid(wrong);
    if (wrong.cost || wrong.days || holdingCostPerDay === null || agingThresholds === null) return;
    setDays(agingThresholds.join(', '));
    dispatch(actions.saveRequested({ dealershipId: dealership.id, holdingCostPerDay, agingThresholds }));
  };

  return (
    <Form noValidate onSubmit={submit} className="border-top pt-3 mt-3" data-testid="aging-settings-row">
      <h3 className="h6">{dealership.name}</h3>
      <div className="d-flex flex-wrap align-items-start gap-3">
        <Form.Group controlId={`holding-cost-${dealership.id}`} style={{ width: 200 }}>
          <Form.Label className="small">{t('aging.settings.holding-cost')}</Form.Label>
          <InputGroup hasValidation size="sm">
            <InputGroup.Text>$</InputGroup.Text>
            <Form.Control
              inputMode="decimal"
              aria-label={t('aging.settings.holding-cost-label', { dealership: dealership.name })}
              value={cost}
              isInvalid={Boolean(costReason)}
              onChange={(event) => {
                setCost(event.target.value);
                setInvalid({ ...invalid, cost: false });
                edited();
              }}
            />
            <Form.Control.Feedback type="invalid">{costReason}</Form.Control.Feedback>
          </InputGroup>
        </Form.Group>
        <Form.Group controlId={`thresholds-${dealership.id}`} style={{ width: 240 }}>
          <Form.Label className="small">{t('aging.settings.thresholds')}</Form.Label>
          <Form.Control
            size="sm"
            inputMode="numeric"
            aria-label={t('aging.settings.thresholds-label', { dealership: dealership.name })}
            value={days}
            isInvalid={Boolean(daysReason)}
            onChange={(event) => {
              setDays(event.target.value);
              setInvalid({ ...invalid, days: false });
              edited();
            }}
          />
          <Form.Control.Feedback type="invalid">{daysReason}</Form.Control.Feedback>
        </Form.Group>
        <div className="align-self-end d-flex align-items-center gap-2">
          <Button
            type="submit"
            size="sm"
            disabled={isLoading(save)}
            aria-label={t('aging.settings.save-label', { dealership: dealership.name })}
          >
            {t('common.save')}
          </Button>
          {isSucceeded(save) && (
            <span className="small text-success" role="status">
              {t('aging.settings.saved')}
            </span>
          )}
          {isFailed(save) && formError && (
            <span className="small text-danger" role="alert">
              {t('aging.settings.failed')} {formError}
            </span>
          )}
        </div>
      </div>
    </Form>
  );
}

/**
 * Aging (issue "Know the market") on /dealeradmin: each dealership's holding cost per day ($35
 * until set) and the days in inventory at which its sellers get the daily digest (30, 45, 60, 90
 * until set), for the group's dealer admins (setAgingSettings).
 */
export function AgingSettingsForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const mayEdit = useCanCall('setAgingSettings');
  const mayRead = useCanCall('dealershipsOfGroup');
  const { dealerships, status } = useAppSelector(selectAgingSettings);
  const dealerGroupId = user?.dealerGroupId ?? null;

  useEffect(() => {
    if (dealerGroupId && mayEdit && mayRead) dispatch(actions.requested({ dealerGroupId }));
  }, [dispatch, dealerGroupId, mayEdit, mayRead]);
  if (!dealerGroupId || !mayEdit || !mayRead) return null;

  return (
    <section className="mb-4" aria-labelledby="aging-settings-title" style={{ maxWidth: 720 }}>
      <h2 id="aging-settings-title" className="visually-hidden">
        {t('aging.settings.title')}
      </h2>
      <p className="small text-body-secondary mb-0">{t('aging.settings.intro')}</p>
      {isLoading(status) && <Spinner />}
      {status.state === 'failed' && (
        <RequestError problem={status.problem} onRetry={() => dispatch(actions.requested({ dealerGroupId }))} />
      )}
      {status.state === 'succeeded' && dealerships.length === 0 && <p className="small mt-2">{t('aging.settings.none')}</p>}
      {dealerships.map((dealership) => (
        <DealershipAging key={dealership.id} dealership={dealership} />
      ))}
    </section>
  );
}
