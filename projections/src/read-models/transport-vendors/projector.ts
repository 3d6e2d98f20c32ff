import type { Projector } from '../../projector';

/** rm_transport_vendors: the outside transport vendors invited to quote. */
export const transportVendorsProjector: Projector = {
  name: 'transport-vendors',
  ordering: 'stream',
  tables: ['rm_transport_vendors'],
  handles: ['TransportVendorRegistered'],
  async apply(tx, event) {
    if (event.type !== 'TransportVendorRegistered') return;
    const v = event.data;
    // DO NOTHING: a redelivered registration must not undo later changes.
    await tx.query(
      `INSERT INTO rm_transport_vendors (id, name, city, state, postal_code, image_url, contact, email, phone_number,
         latitude, longitude)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (id) DO NOTHING`,
      [v.id, v.name, v.city, v.state, v.postalCode, v.imageUrl, v.contact, v.email, v.phoneNumber, v.latitude, v.longitude],
    );
  },
};
