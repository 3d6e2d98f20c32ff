import type { Projector } from '../../projector';

/** rm_users: one row per registered user. */
export const usersProjector: Projector = {
  name: 'users',
  tables: ['rm_users'],
  handles: ['UserRegistered'],
  async apply(tx, event) {
    if (event.type !== 'UserRegistered') return;
    const d = event.data;
    // DO NOTHING rather than DO UPDATE: a redelivered registration must not undo later changes.
    await tx.query(
      `INSERT INTO rm_users (id, user_id, email, first_name, last_name, title, image_url, phone_number, role,
         buy_authority, sell_authority, dealer_group_id, dealership_ids, postal_code, latitude, longitude)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::uuid[], $14, $15, $16)
       ON CONFLICT (id) DO NOTHING`,
      [d.id, d.userId, d.email, d.firstName, d.lastName, d.title, d.imageUrl, d.phoneNumber, d.role,
        d.buyAuthority, d.sellAuthority, d.dealerGroupId, d.dealershipIds, d.postalCode, d.latitude, d.longitude],
    );
  },
};
