import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { emailedNotificationTypes, NotificationType } from '@dtn/contracts/enums';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { useFormErrors } from '../../shared/forms/use-form-errors';
import { isLoading, isSucceeded, problemOf } from '../../shared/request-status';
import { preferencesActions, selectPreferences } from './preferences-slice';

const emailed = new Set<NotificationType>(emailedNotificationTypes);

/**
 * The preferences page's "Emails": one switch per notification type, on = the type also comes
 * by email. Only negotiation's types are mailed today; the others show as drawer-only (their
 * switch disabled) rather than promise an email that never comes. Saved as the full set
 * switched off (PUT /api/user/notification-emails), then the user record refreshes.
 */
export function EmailChoices({ off: saved }: { off: readonly NotificationType[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { emailsStatus } = useAppSelector(selectPreferences);
  const [off, setOff] = useState<ReadonlySet<NotificationType>>(() => new Set(saved));

  const toggle = (type: NotificationType, on: boolean) => {
    const next = new Set(off);
    if (on) next.delete(type);
    else next.add(type);
    setOff(next);
    dispatch(preferencesActions.emailsEdited());
  };
  // The switches are one list (`off`): whatever the server says about it shows above them.
  const { formError } = useFormErrors(problemOf(emailsStatus), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(preferencesActions.emailsSaveRequested(NotificationType.options.filter((type) => off.has(type))));
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="emails-title" className="mt-4">
      <h2 id="emails-title" className="h5">
        {t('preferences.emails')}
      </h2>
      <p className="text-body-secondary small">{t('preferences.emails-help')}</p>
      {formError && (
        <Alert variant="danger">
          {t('preferences.emails-save-failed')} {formError}
        </Alert>
      )}
      {isSucceeded(emailsStatus) && <Alert variant="success">{t('preferences.emails-saved')}</Alert>}
      {NotificationType.options.map((type) => (
        <Form.Check
          key={type}
          type="switch"
          id={`email-${type}`}
          label={emailed.has(type) ? t(`notification-type.${type}`) : `${t(`notification-type.${type}`)} (${t('preferences.drawer-only')})`}
          checked={emailed.has(type) && !off.has(type)}
          disabled={!emailed.has(type)}
          onChange={(event) => toggle(type, event.target.checked)}
        />
      ))}
      <Button type="submit" className="mt-3" disabled={isLoading(emailsStatus)}>
        {t('preferences.save-emails')}
      </Button>
    </Form>
  );
}
