import { postalCodeLength } from '@dtn/contracts/constants';

export const dealershipFields = ['name', 'dealerVaultId', 'address1', 'address2', 'city', 'state', 'postalCode'] as const;
export type DealershipField = (typeof dealershipFields)[number];
export type DealershipForm = Record<DealershipField, string>;

const required: readonly DealershipField[] = ['name', 'dealerVaultId', 'address1', 'city', 'state', 'postalCode'];

/**
 * Spec section 5: name, dealerVaultId, address1, city, state and postalCode required, address2
 * optional, postalCode exactly 5 characters (digits: US ZIP codes). Whether the code is a real one
 * only the server knows (its postal-code table); the dialog shows its answer on the field (shared/forms).
 */
export function dealershipErrors(form: DealershipForm): Partial<Record<DealershipField, string>> {
  const errors: Partial<Record<DealershipField, string>> = {};
  for (const field of required) if (form[field].trim() === '') errors[field] = 'dealergroup.required';
  if (!errors.postalCode && !new RegExp(`^\\d{${postalCodeLength}}$`).test(form.postalCode.trim())) {
    errors.postalCode = 'dealergroup.postal-code-length';
  }
  return errors;
}
