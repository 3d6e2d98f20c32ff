import type { Role } from '@dtn/contracts/enums';
import { useDialogForm } from '../forms/use-dialog-form';
import type { Authorities } from './authority-fields';
import { isEmailAddress } from './invite-rules';

export interface InviteForm extends Authorities {
  email: string;
  role: Role | '';
  dealershipIds: string[];
}

/**
 * An invite dialog's fields, blank again at each opening (`role`: the fixed role, or '' until
 * chosen), and what the form's own rules (spec section 5) find wrong in them.
 */
export function useInviteForm(open: boolean, blank: InviteForm) {
  const dialogForm = useDialogForm(open, blank);
  const { form } = dialogForm;
  const invalid = {
    email: !isEmailAddress(form.email),
    role: form.role === '',
    dealerships: form.dealershipIds.length === 0,
  };
  return { ...dialogForm, invalid };
}
