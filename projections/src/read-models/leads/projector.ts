import type { Projector } from '../../projector';

/** rm_leads: one row per test-drive request of the landing page. */
export const leadsProjector: Projector = {
  name: 'leads',
  ordering: 'stream',
  tables: ['rm_leads'],
  handles: ['TestDriveRequested'],
  async apply(tx, event) {
    if (event.type !== 'TestDriveRequested') return;
    const d = event.data;
    // A request never changes, so a redelivery has nothing to add.
    await tx.query(
      `INSERT INTO rm_leads (id, name, email, phone, dealership, requested_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO NOTHING`,
      [d.id, d.name, d.email, d.phone, d.dealership, d.requestedAt],
    );
  },
};
