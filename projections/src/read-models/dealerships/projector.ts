import type { Projector } from '../../projector';

/** rm_dealerships: one row per dealership with the coordinates resolved by the command side and
 * its aging settings. Created and Updated both carry the whole dealership (but not the aging
 * settings, which they leave as they are), so both are plain upserts.
 * DealershipDeleted keeps the row and marks it inactive: offers, transport distances and
 * inventory still name the dealership and its coordinates; the command side refuses any
 * further edit or assignment of a deleted dealership. */
export const dealershipsProjector: Projector = {
  name: 'dealerships',
  ordering: 'stream',
  tables: ['rm_dealerships'],
  handles: ['DealershipCreated', 'DealershipUpdated', 'DealershipDeleted', 'DealershipAgingSettingsSet'],
  async apply(tx, event) {
    if (event.type === 'DealershipAgingSettingsSet') {
      // Absolute values: applying it again leaves the same row.
      const { id, holdingCostPerDay, agingThresholds } = event.data;
      await tx.query('UPDATE rm_dealerships SET holding_cost_per_day = $2, aging_thresholds = $3 WHERE id = $1', [
        id,
        holdingCostPerDay,
        agingThresholds,
      ]);
      return;
    }
    if (event.type === 'DealershipDeleted') {
      await tx.query('UPDATE rm_dealerships SET active = false WHERE id = $1', [event.data.id]);
      return;
    }
    if (event.type !== 'DealershipCreated' && event.type !== 'DealershipUpdated') return;
    const d = event.data;
    await tx.query(
      `INSERT INTO rm_dealerships (id, dealer_group_id, name, dealer_vault_id, address1, address2, city, state,
         postal_code, country, active, latitude, longitude)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (id) DO UPDATE SET
         dealer_group_id = EXCLUDED.dealer_group_id, name = EXCLUDED.name, dealer_vault_id = EXCLUDED.dealer_vault_id,
         address1 = EXCLUDED.address1, address2 = EXCLUDED.address2, city = EXCLUDED.city, state = EXCLUDED.state,
         postal_code = EXCLUDED.postal_code, country = EXCLUDED.country, active = EXCLUDED.active,
         latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude`,
      [
        d.id,
        d.dealerGroupId,
        d.name,
        d.dealerVaultId,
        d.address1,
        d.address2,
        d.city,
        d.state,
        d.postalCode,
        d.country,
        d.active,
        d.latitude,
        d.longitude,
      ],
    );
  },
};
