/** Test helpers: leads rows written directly, as the leads projector would leave them. */
import type { SqlClient } from '@dtn/platform/db/database';

export async function insertLead(
  db: SqlClient,
  lead: { id: string; name: string; email: string; phone: string; dealership: string; requestedAt: Date | string },
): Promise<void> {
  await db.query('INSERT INTO rm_leads (id, name, email, phone, dealership, requested_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    lead.id,
    lead.name,
    lead.email,
    lead.phone,
    lead.dealership,
    lead.requestedAt,
  ]);
}
