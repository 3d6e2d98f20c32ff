import type { FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import type { SendInvite } from '@dtn/contracts/entities/invite';
import type { Role } from '@dtn/contracts/enums';
import { useFormErrors } from '../forms/use-form-errors';
import { isFailed, isLoading, problemOf, type RequestStatus } from '../request-status';
import { AuthorityFields, type Authorities } from './authority-fields';
import { DealershipChecklist } from './dealership-checklist';
import { inviteFailure, inviteFields, type InviteField } from './invite-rules';
import { useInviteForm, type InviteForm } from './invite-form';
import { RoleOptions } from './role-options';

interface InviteDialogProps {
  /** The fields' ids start with it (`${id}-email`, `${id}-buy-authority`, ...). */
  id: string;
  titleId: string;
  titleKey: string;
  open: boolean;
  /** The send's status (its failure shows above the fields). */
  status: RequestStatus;
  dealerships: readonly Dealership[];
  /** The group invited into; nothing is sent without one. */
  dealerGroupId: string | undefined;
  /** A role chosen among `choices`, or one the dialog fixes (shown, not editable). */
  role: { choices: readonly Role[] } | { fixed: Role };
  /** The authority switches at each opening. */
  authorities: Authorities;
  /** What the form says of an email that is not one. */
  invalidEmailKey: string;
  /** What a failed send says when the server's answer has no words for the user. */
  failedKey: string;
  onClose: () => void;
  onSend: (invite: SendInvite) => void;
}

/**
 * An invite dialog (spec sections 5 and 8), the dealer admin's and the system admin's: an email of
 * the usual pattern, the role, buy and sell authority, at least one dealership (else the box turns
 * red); the form's own rules first, else the server's reasons on the fields.
 */
export function InviteDialog(props: InviteDialogProps) {
  const { id, titleId, titleKey, open, status, dealerships, dealerGroupId, role, onClose, onSend } = props;
  const { t } = useTranslation();
  const blank: InviteForm = { email: '', role: 'fixed' in role ? role.fixed : '', dealershipIds: [], ...props.authorities };
  const { form, setForm, checked, setChecked, invalid } = useInviteForm(open, blank);
  const { fieldErrors, formError, edited } = useFormErrors<InviteField>(problemOf(status), inviteFields);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (invalid.email || invalid.dealerships || !dealerGroupId || form.role === '') return;
    const { email, role: userRole, buyAuthority, sellAuthority, dealershipIds } = form;
    onSend({ emailAddress: email.trim(), userRole, buyAuthority, sellAuthority, dealerGroupId, dealershipIds });
  };
  const failure = isFailed(status) ? inviteFailure(status.problem, formError, props.failedKey) : null;
  // The server's catalogue reason for an email reads as this dialog's own.
  const serverSaysInvalidEmail = fieldErrors.email === t('dealeradmin.invites.invalid-email');
  const emailReason = (checked && invalid.email) || serverSaysInvalidEmail ? t(props.invalidEmailKey) : fieldErrors.email;
  const roleReason = checked && invalid.role ? t('dealeradmin.invites.role-required') : fieldErrors.role;
  const dealershipsReason = checked && invalid.dealerships ? t('dealeradmin.invites.dealership-required') : fieldErrors.dealerships;
  const change = (next: InviteForm) => {
    if (next.email !== form.email) edited('email');
    if (next.role !== form.role) edited('role');
    if (next.dealershipIds !== form.dealershipIds) edited('dealerships');
    setForm(next);
  };

  return (
    <Modal show={open} onHide={onClose} aria-labelledby={titleId}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t(titleKey)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              {'text' in failure ? failure.text : t(failure.key)}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId={`${id}-email`}>
            <Form.Label>{t('admin.invite.email')}</Form.Label>
            <Form.Control
              type="email"
              autoComplete="off"
              value={form.email}
              isInvalid={Boolean(emailReason)}
              onChange={(event) => change({ ...form, email: event.target.value })}
            />
            <Form.Control.Feedback type="invalid">{emailReason}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${id}-role`}>
            <Form.Label>{t('dealeradmin.users.role')}</Form.Label>
            {'fixed' in role ? (
              <Form.Control value={t(`role.${role.fixed}`)} disabled readOnly />
            ) : (
              <>
                <Form.Select
                  value={form.role}
                  isInvalid={Boolean(roleReason)}
                  onChange={(event) => change({ ...form, role: event.target.value as Role })}
                >
                  <option value="">{t('dealeradmin.invites.choose-role')}</option>
                  <RoleOptions roles={role.choices} />
                </Form.Select>
                <Form.Control.Feedback type="invalid">{roleReason}</Form.Control.Feedback>
              </>
            )}
          </Form.Group>
          <AuthorityFields id={id} value={form} onChange={(authorities) => setForm({ ...form, ...authorities })} />
          <DealershipChecklist
            id={`${id}-dealerships`}
            dealerships={dealerships}
            selected={form.dealershipIds}
            invalid={Boolean(dealershipsReason)}
            messageKey="dealeradmin.invites.dealership-required"
            message={dealershipsReason}
            onChange={(dealershipIds) => change({ ...form, dealershipIds })}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={isLoading(status)}>
            {t('dealeradmin.invites.send-button')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
