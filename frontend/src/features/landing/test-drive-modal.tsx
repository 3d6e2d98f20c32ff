import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { isLoading, problemOf } from '../../shared/request-status';
import { useFormErrors } from '../../shared/forms/use-form-errors';
import { defaultPhoneCountry, internationalPhone, phoneCountries, type PhoneCountry } from './phone-countries';
import { selectTestDrive, testDriveActions } from './test-drive-slice';

type Field = 'name' | 'email' | 'phone' | 'dealership';
const fields: readonly Field[] = ['name', 'email', 'phone', 'dealership'];
const requiredKey: Record<Field, string> = {
  name: 'test-drive.name-required',
  email: 'test-drive.email-required',
  phone: 'test-drive.phone-required',
  dealership: 'test-drive.dealership-required',
};
const empty: Record<Field, string> = { name: '', email: '', phone: '', dealership: '' };

/** The landing page's test-drive request: four required fields; after submit it resets and closes. */
export function TestDriveModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, submittedCount } = useAppSelector(selectTestDrive);
  const { fieldErrors, formError, edited } = useFormErrors(problemOf(status), fields);
  const [values, setValues] = useState(empty);
  const [country, setCountry] = useState<PhoneCountry>(defaultPhoneCountry);
  const [touched, setTouched] = useState(false);
  const seen = useRef(submittedCount);

  useEffect(() => {
    if (submittedCount === seen.current) return;
    seen.current = submittedCount;
    setValues(empty);
    setCountry(defaultPhoneCountry);
    setTouched(false);
    onClose();
  }, [submittedCount, onClose]);

  const missing = (field: Field) => touched && values[field].trim() === '';
  // The spec's message for an empty field; otherwise the server's reason (a malformed email, phone).
  const reason = (field: Field) => (missing(field) ? t(requiredKey[field]) : fieldErrors[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (fields.some((field) => values[field].trim() === '')) return;
    dispatch(
      testDriveActions.submitted({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: internationalPhone(country, values.phone),
        dealership: values.dealership.trim(),
      }),
    );
  };

  const input = (field: Field, type: string, autoComplete: string) => (
    <Form.Control
      type={type}
      value={values[field]}
      autoComplete={autoComplete}
      isInvalid={Boolean(reason(field))}
      required
      onChange={(event) => {
        edited(field);
        setValues({ ...values, [field]: event.target.value });
      }}
    />
  );
  const feedback = (field: Field) => <Form.Control.Feedback type="invalid">{reason(field)}</Form.Control.Feedback>;

  return (
    <Modal show={show} onHide={onClose} aria-labelledby="test-drive-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="test-drive-title">{t('test-drive.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {formError && <Alert variant="danger">{t('test-drive.failed', { message: formError })}</Alert>}
          <Form.Group className="mb-3" controlId="test-drive-name">
            <Form.Label>{t('test-drive.name')}</Form.Label>
            {input('name', 'text', 'name')}
            {feedback('name')}
          </Form.Group>
          <Form.Group className="mb-3" controlId="test-drive-email">
            <Form.Label>{t('test-drive.email')}</Form.Label>
            {input('email', 'email', 'email')}
            {feedback('email')}
          </Form.Group>
          <Form.Group className="mb-3" controlId="test-drive-phone">
            <Form.Label>{t('test-drive.phone')}</Form.Label>
            <InputGroup hasValidation>
              <Form.Select
                id="test-drive-country"
                aria-label={t('test-drive.country')}
                value={country}
                style={{ maxWidth: '8rem' }}
                onChange={(event) => setCountry(event.target.value as PhoneCountry)}
              >
                {phoneCountries.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {`${entry.code} ${entry.dial}`}
                  </option>
                ))}
              </Form.Select>
              {input('phone', 'tel', 'tel-national')}
              {feedback('phone')}
            </InputGroup>
          </Form.Group>
          <Form.Group className="mb-3" controlId="test-drive-dealership">
            <Form.Label>{t('test-drive.dealership')}</Form.Label>
            {input('dealership', 'text', 'organization')}
            {feedback('dealership')}
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button type="submit" disabled={isLoading(status)}>
            {t('test-drive.submit')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
