import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { CounterpartyContact } from '@dtn/contracts/entities/offer';
import type { WinningTransportVendor } from '@dtn/contracts/entities/transport';

function Lines({ rows }: { rows: [string, string][] }) {
  const { t } = useTranslation();
  return (
    <dl className="row g-0 mb-0 small">
      {rows.map(([labelKey, value]) => (
        <div key={labelKey} style={{ display: 'contents' }}>
          <dt className="col-5 col-sm-4 fw-normal text-body-secondary">{t(labelKey)}</dt>
          <dd className="col-7 col-sm-8 text-break">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** After a win: how to reach the other side of the deal (section 3, counterparty contact). */
export function CounterpartyCard({ contact, titleKey }: { contact: CounterpartyContact; titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Card className="mb-3" data-testid="counterparty-contact">
      <Card.Body>
        <Card.Title as="h2" className="h6">
          {t(titleKey)}
        </Card.Title>
        <Lines
          rows={[
            ['offers.contact.name', `${contact.firstName} ${contact.lastName}`.trim()],
            ['offers.contact.title', contact.title],
            ['offers.contact.email', contact.email],
            ['offers.contact.phone', contact.phoneNumber],
          ]}
        />
      </Card.Body>
    </Card>
  );
}

/** After a win with transport: the carrier that won the job (section 3, winning transport vendor). */
export function WinningVendorCard({ vendor }: { vendor: WinningTransportVendor }) {
  const { t } = useTranslation();
  return (
    <Card className="mb-3" data-testid="winning-transport-vendor">
      <Card.Body>
        <Card.Title as="h2" className="h6">
          {t('offers.contact.transport-vendor')}
        </Card.Title>
        <Lines
          rows={[
            ['offers.contact.company', vendor.name],
            ['offers.contact.contact', vendor.contact],
            ['offers.contact.email', vendor.email],
            ['offers.contact.phone', vendor.phoneNumber],
          ]}
        />
      </Card.Body>
    </Card>
  );
}
