import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';

/**
 * Dev provider only: sign in with an email that is not in the demo list, i.e. an invitee with a
 * Pending invite (POST /auth/dev/token gives them a token, but they have no user until they accept).
 */
export function DevEmailSignIn({ disabled, onSignIn }: { disabled: boolean; onSignIn: (email: string) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) onSignIn(email.trim());
  };
  return (
    <Form onSubmit={submit} className="mt-4">
      <Form.Label htmlFor="dev-email">{t('signin.other-email')}</Form.Label>
      <InputGroup>
        <Form.Control id="dev-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <Button type="submit" variant="outline-primary" disabled={disabled || !email.trim()}>
          {t('signin.other-email-button')}
        </Button>
      </InputGroup>
      <Form.Text>{t('signin.other-email-help')}</Form.Text>
    </Form>
  );
}
