import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { Dealership } from '@dtn/contracts/entities/dealership';

/**
 * The dealership boxes of the invite dialogs and the user edit (spec section 5): at least one must
 * be ticked; when the form says `invalid`, the box gets a red border and says why (`messageKey`, or
 * the server's `message`).
 */
export function DealershipChecklist({
  id,
  dealerships,
  selected,
  onChange,
  invalid,
  messageKey,
  message,
}: {
  id: string;
  dealerships: readonly Dealership[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  invalid: boolean;
  messageKey: string;
  /** What to say instead of `messageKey`: the server's reason (shared/forms). */
  message?: string;
}) {
  const { t } = useTranslation();
  const toggle = (dealershipId: string, on: boolean) =>
    onChange(dealerships.map((d) => d.id).filter((each) => (each === dealershipId ? on : selected.includes(each))));
  return (
    <fieldset
      className={`border rounded p-2 ${invalid ? 'border-danger' : ''}`}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      data-testid="dealership-checklist"
    >
      <legend className="form-label fs-6 float-none w-auto px-1 mb-1">{t('admin.dealerships')}</legend>
      {dealerships.length === 0 && <p className="text-body-secondary small mb-0">{t('admin.no-dealerships-to-choose')}</p>}
      {dealerships.map((dealership) => (
        <Form.Check
          key={dealership.id}
          id={`${id}-${dealership.id}`}
          label={`${dealership.name} (${dealership.city}, ${dealership.state})`}
          checked={selected.includes(dealership.id)}
          onChange={(event) => toggle(dealership.id, event.target.checked)}
        />
      ))}
      {invalid && (
        <div id={`${id}-error`} className="text-danger-emphasis small mt-1" role="alert">
          {message ?? t(messageKey)}
        </div>
      )}
    </fieldset>
  );
}
