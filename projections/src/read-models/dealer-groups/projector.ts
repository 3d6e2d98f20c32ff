import type { Projector } from '../../projector';

/** rm_dealer_groups: one row per dealer group, with its response hours (24 until set). */
export const dealerGroupsProjector: Projector = {
  name: 'dealer-groups',
  ordering: 'stream',
  tables: ['rm_dealer_groups'],
  handles: ['DealerGroupCreated', 'DealerGroupResponseHoursSet'],
  async apply(tx, event) {
    if (event.type === 'DealerGroupResponseHoursSet') {
      // An absolute value: applying it again leaves the same row.
      await tx.query('UPDATE rm_dealer_groups SET response_hours = $2 WHERE id = $1', [event.data.id, event.data.hours]);
      return;
    }
    if (event.type !== 'DealerGroupCreated') return;
    const d = event.data;
    // DO NOTHING rather than DO UPDATE: a redelivered creation must not undo later changes.
    await tx.query(
      `INSERT INTO rm_dealer_groups (id, organization_name, slug, short_name, dealer_vault_vendor_id, image_url)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO NOTHING`,
      [d.id, d.organizationName, d.slug, d.shortName, d.dealerVaultVendorId, d.imageUrl],
    );
  },
};
