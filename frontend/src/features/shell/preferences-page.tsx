import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { zipCodeMinLength } from '@dtn/contracts/constants';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { selectUser } from '../../shared/session/session-slice';
import { useFormErrors } from '../../shared/forms/use-form-errors';
import { isLoading, isSucceeded, problemOf } from '../../shared/request-status';
import { EmailChoices } from './email-choices';
import { preferencesActions, selectPreferences } from './preferences-slice';

/** Job title and search zip code: view, or edit and save (PUT /api/user, then the user refreshes);
 * below, the notification emails (./email-choices.tsx). */
export default function PreferencesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { status } = useAppSelector(selectPreferences);
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [zipError, setZipError] = useState(false);
  const { fieldErrors, formError, edited } = useFormErrors(problemOf(status), ['title', 'postalCode']);

  // A save that succeeded ends editing.
  const [seenStatus, setSeenStatus] = useState(status);
  if (status !== seenStatus) {
    setSeenStatus(status);
    if (isSucceeded(status)) setEditing(false);
  }

  if (!user) return null;

  const startEditing = () => {
    setTitle(user.title);
    setPostalCode(user.postalCode);
    setZipError(false);
    dispatch(preferencesActions.editStarted());
    setEditing(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (postalCode.trim().length < zipCodeMinLength) {
      setZipError(true);
      return;
    }
    dispatch(preferencesActions.saveRequested({ title: title.trim(), postalCode: postalCode.trim() }));
  };

  const zipLabel = (
    <OverlayTrigger placement="right" overlay={<Tooltip id="zip-tooltip">{t('preferences.zip-tooltip')}</Tooltip>}>
      <span tabIndex={0} className="text-decoration-underline" style={{ textDecorationStyle: 'dotted' }} aria-describedby="zip-help">
        {t('preferences.zip-code')}
      </span>
    </OverlayTrigger>
  );

  return (
    <section style={{ maxWidth: 520 }}>
      <h1 className="h3 mb-3">{t('preferences.title')}</h1>
      <p id="zip-help" className="visually-hidden">
        {t('preferences.zip-tooltip')}
      </p>
      {!editing ? (
        <>
          <dl>
            <dt>{t('preferences.job-title')}</dt>
            <dd data-testid="job-title">{user.title || t('preferences.not-set')}</dd>
            <dt>{zipLabel}</dt>
            <dd data-testid="zip-code">{user.postalCode || t('preferences.not-set')}</dd>
          </dl>
          <Button onClick={startEditing}>{t('common.edit')}</Button>
        </>
      ) : (
        <Form noValidate onSubmit={submit}>
          {formError && (
            <Alert variant="danger">
              {t('preferences.save-failed')} {formError}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="preferences-title">
            <Form.Label>{t('preferences.job-title')}</Form.Label>
            <Form.Control
              value={title}
              isInvalid={Boolean(fieldErrors.title)}
              onChange={(event) => {
                edited('title');
                setTitle(event.target.value);
              }}
            />
            <Form.Control.Feedback type="invalid">{fieldErrors.title}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="preferences-zip">
            <Form.Label>{zipLabel}</Form.Label>
            <Form.Control
              value={postalCode}
              inputMode="numeric"
              autoComplete="postal-code"
              isInvalid={zipError || Boolean(fieldErrors.postalCode)}
              aria-describedby="zip-help"
              onChange={(event) => {
                edited('postalCode');
                setPostalCode(event.target.value);
                setZipError(false);
              }}
            />
            <Form.Control.Feedback type="invalid">
              {zipError ? t('preferences.zip-min-length', { min: zipCodeMinLength }) : fieldErrors.postalCode}
            </Form.Control.Feedback>
          </Form.Group>
          <div className="d-flex gap-2">
            <Button type="submit" disabled={isLoading(status)}>
              {t('common.save')}
            </Button>
            <Button variant="outline-secondary" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </Form>
      )}
      <EmailChoices off={user.notificationEmailsOff ?? []} />
    </section>
  );
}
