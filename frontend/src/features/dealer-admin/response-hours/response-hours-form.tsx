import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { maxResponseHours, minResponseHours } from '@dtn/contracts/constants';
import { selectUser } from '../../../shared/session/session-slice';
import { useAppDispatch, useAppSelector, useCanCall } from '../../../shared/store-hooks';
import { useFormErrors } from '../../../shared/forms/use-form-errors';
import { isLoading, isSucceeded, problemOf } from '../../../shared/request-status';
import { responseHoursActions, selectResponseHours } from './response-hours-slice';

const isWholeHours = (hours: number) => Number.isInteger(hours) && hours >= minResponseHours && hours <= maxResponseHours;

/**
 * How many hours each side has to answer on offers for the group's vehicles (issue 33: 24 by
 * default, 1 to 72), shown and saved on /dealeradmin by the group's dealer admins. Running
 * offers keep their deadlines; the next turn takes the new hours.
 */
export function ResponseHoursForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const mayEdit = useCanCall('setResponseHours');
  const { status } = useAppSelector(selectResponseHours);
  const current = user?.dealerGroup?.responseHours;
  const [text, setText] = useState(current === undefined ? '' : String(current));
  const [invalid, setInvalid] = useState(false);
  // Typing puts the save back to idle (responseHoursActions.edited), which clears the server's reasons.
  const { fieldErrors, formError } = useFormErrors(problemOf(status), ['hours']);
  if (!user?.dealerGroupId || current === undefined || !mayEdit) return null;
  const dealerGroupId = user.dealerGroupId;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hours = Number(text);
    if (text.trim() === '' || !isWholeHours(hours)) {
      setInvalid(true);
      return;
    }
    dispatch(responseHoursActions.saveRequested({ dealerGroupId, hours }));
  };

  return (
    <Form noValidate onSubmit={submit} className="mb-4" style={{ maxWidth: 420 }} aria-labelledby="response-hours-title">
      <h2 id="response-hours-title" className="h5">
        {t('dealeradmin.response-hours.title')}
      </h2>
      {isSucceeded(status) && <Alert variant="success">{t('dealeradmin.response-hours.saved')}</Alert>}
      {formError && (
        <Alert variant="danger">
          {t('dealeradmin.response-hours.failed')} {formError}
        </Alert>
      )}
      <Form.Group controlId="response-hours">
        <Form.Label>{t('dealeradmin.response-hours.label')}</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            type="number"
            inputMode="numeric"
            min={minResponseHours}
            max={maxResponseHours}
            step={1}
            value={text}
            isInvalid={invalid || Boolean(fieldErrors.hours)}
            aria-describedby="response-hours-help"
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
              dispatch(responseHoursActions.edited());
            }}
          />
          <InputGroup.Text>{t('dealeradmin.response-hours.unit')}</InputGroup.Text>
          <Button type="submit" disabled={isLoading(status)}>
            {t('common.save')}
          </Button>
          <Form.Control.Feedback type="invalid">
            {invalid ? t('dealeradmin.response-hours.range', { min: minResponseHours, max: maxResponseHours }) : fieldErrors.hours}
          </Form.Control.Feedback>
        </InputGroup>
        <Form.Text id="response-hours-help">{t('dealeradmin.response-hours.help', { current })}</Form.Text>
      </Form.Group>
    </Form>
  );
}
