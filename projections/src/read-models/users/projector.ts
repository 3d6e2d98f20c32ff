import type { Projector } from '../../projector';

/** rm_users: one row per registered user; role, dealership and profile changes update it. */
export const usersProjector: Projector = {
  name: 'users',
  ordering: 'stream',
  tables: ['rm_users'],
  handles: ['UserRegistered', 'UserRoleChanged', 'UserDealershipsAssigned', 'UserProfileUpdated', 'NotificationEmailsChosen'],
  async apply(tx, event) {
    // Each change sets absolute values, so applying it again leaves the same row.
    switch (event.type) {
      case 'UserRoleChanged': {
        const { id, role, buyAuthority, sellAuthority } = event.data;
        await tx.query('UPDATE rm_users SET role = $2, buy_authority = $3, sell_authority = $4 WHERE id = $1', [
          id,
          role,
          buyAuthority,
          sellAuthority,
        ]);
        return;
      }
      case 'UserDealershipsAssigned':
        await tx.query('UPDATE rm_users SET dealership_ids = $2::uuid[] WHERE id = $1', [event.data.id, event.data.dealershipIds]);
        return;
      case 'UserProfileUpdated': {
        const { id, title, postalCode, latitude, longitude } = event.data;
        await tx.query('UPDATE rm_users SET title = $2, postal_code = $3, latitude = $4, longitude = $5 WHERE id = $1', [
          id,
          title,
          postalCode,
          latitude,
          longitude,
        ]);
        return;
      }
      case 'NotificationEmailsChosen':
        await tx.query('UPDATE rm_users SET notification_emails_off = $2::text[] WHERE id = $1', [event.data.id, event.data.off]);
        return;
      case 'UserRegistered':
        break;
      default:
        return;
    }
    const d = event.data;
    // DO NOTHING rather than DO UPDATE: a redelivered registration must not undo later changes.
    await tx.query(
      `INSERT INTO rm_users (id, user_id, email, first_name, last_name, title, image_url, phone_number, role,
         buy_authority, sell_authority, dealer_group_id, dealership_ids, postal_code, latitude, longitude)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::uuid[], $14, $15, $16)
       ON CONFLICT (id) DO NOTHING`,
      [
        d.id,
        d.userId,
        d.email,
        d.firstName,
        d.lastName,
        d.title,
        d.imageUrl,
        d.phoneNumber,
        d.role,
        d.buyAuthority,
        d.sellAuthority,
        d.dealerGroupId,
        d.dealershipIds,
        d.postalCode,
        d.latitude,
        d.longitude,
      ],
    );
  },
};
