/**
 * The post use cases (spec sections 3 and 5): posts, their media, deletion.
 *
 *   createPost(input, author, ctx)        PostCreated; a LISTING post also lists the vehicle as a
 *                                         trade-in (importInventory, tradeIn true, postId)
 *   uploadMedia(id, upload, ctx)          reserves the user's quota, receives the files to disk,
 *                                         sniffs each file's content, stores it content-addressed,
 *                                         then PostMediaAttached (duplicates by name skipped)
 *   deletePost({id}, ctx & mayDeletePost) PostDeleted
 */
import { PostEvent, streamIds } from '@dtn/contracts';
import type { CreatePostBody, deletePost } from '@dtn/contracts/routes/social-commands';
import { handleCommand, loadState } from '@dtn/platform/commands/handle-command';
import { newId } from '@dtn/platform/commands/ids';
import type { EventStore, Position } from '@dtn/platform/event-store/port';
import { decodeVin } from '@dtn/platform/vehicle-data/vpic';
import type { z } from 'zod';
import type { InventoryHandlers } from '../inventory/handlers';
import { inventoryIdFor } from '../inventory/import-inventory';
import type { LiveVinsElsewhere } from '../inventory/read-models';
import { assertVinsFree } from '../inventory/vin-owners';
import type { MediaStorage } from '@dtn/platform/media/media-storage';
import { commandMetadata, type ActorContext, type Done } from '../shared/command-context';
import { run } from '../shared/run';
import { decide, type CreatePost } from './decide';
import { postDecider } from './state';
import { tradeInRow } from './trade-in';
import type { IncomingUpload } from './uploaded-files';
import { isPicture, uploadMedia } from './upload-media';
import type { UploadQuota } from './upload-quota';

interface UploadDone extends Done {
  /** Every media key of the post after the upload (served at /media/posts/{key}). */
  media: string[];
  attached: string[];
  skipped: string[];
}

export interface PostHandlers {
  createPost(input: CreatePostBody, author: CreatePost['author'], ctx: ActorContext): Promise<Done>;
  uploadMedia(id: string, upload: IncomingUpload, ctx: ActorContext): Promise<UploadDone>;
  deletePost(input: z.infer<typeof deletePost.params>, ctx: ActorContext & { mayDeletePost: boolean }): Promise<Done>;
}

export interface PostHandlerDependencies {
  /** A listing post lists its vehicle as a trade-in through the inventory's import. */
  inventory: Pick<InventoryHandlers, 'importInventory'>;
  media: MediaStorage;
  /** A trade-in whose VIN another dealership lists live is refused (409) before the post is written. */
  liveVinsElsewhere?: LiveVinsElsewhere;
  /** Each user's upload bytes a day (the services); the demo seed uploads without one. */
  quota?: UploadQuota;
}

export function createPostHandlers(
  store: EventStore,
  { inventory, media, liveVinsElsewhere, quota }: PostHandlerDependencies,
): PostHandlers {
  /** A listing's trade-in shows the post's pictures once they are uploaded (re-imported: VehicleUpdated). */
  const showPicturesOnTradeIn = async (id: string, pictures: string[], ctx: ActorContext): Promise<Position | null> => {
    const created = (await store.readStream(streamIds.post(id))).events
      .map((e) => PostEvent.parse(e))
      .find((e) => e.type === 'PostCreated');
    const listing = created?.type === 'PostCreated' ? created.data : undefined;
    if (!listing?.vin || !listing.dealershipId || listing.year === undefined || !listing.make || !listing.model) return null;
    const row = tradeInRow(
      { ...listing, vin: listing.vin, year: listing.year, make: listing.make, model: listing.model, mileage: listing.mileage ?? 0 },
      pictures,
    );
    return (await inventory.importInventory({ dealershipId: listing.dealershipId, vehicles: [row] }, ctx)).position;
  };

  return {
    async createPost(input, author, ctx) {
      const id = newId();
      const metadata = commandMetadata(ctx);
      const listing = input.postType === 'LISTING';
      const vin = input.vin?.trim().toUpperCase() ?? '';
      const decodedVin = listing && vin.length === 17 ? await decodeVin(vin) : null;
      const inventoryId = listing && input.dealershipId && vin.length === 17 ? inventoryIdFor(input.dealershipId, vin) : null;
      const command: CreatePost = {
        type: 'CreatePost',
        actor: ctx.actor,
        author,
        data: { ...input, id },
        decodedVin,
        inventoryId,
        now: metadata.now,
      };
      // Checked before the post exists (a refused trade-in leaves no listing post behind), and after
      // the post's own rules (a dry run on the new stream), so bad input stays a 400.
      if (inventoryId) {
        decide(command, postDecider.initialState);
        await assertVinsFree(store, liveVinsElsewhere, input.dealershipId!, [{ vin, field: 'body.vin', inventoryId }]);
      }
      let { position } = await handleCommand(store, [{ decider: postDecider, id }], ([state]) => [decide(command, state)], metadata);
      if (listing) {
        // The trade-in, linked to the post: it shows in the trade-ins search and the vehicle detail.
        const vehicle = tradeInRow(
          {
            id,
            vin,
            year: input.year!,
            make: input.make!,
            model: input.model!,
            mileage: input.mileage!,
            content: input.content,
            created: metadata.now.toISOString(),
          },
          [],
        );
        const imported = await inventory.importInventory(
          { dealershipId: input.dealershipId!, vehicles: [vehicle] },
          { ...ctx, correlationId: metadata.correlationId },
        );
        position = imported.position ?? position;
      }
      return { id, position };
    },

    async uploadMedia(id, upload, ctx) {
      const done = await uploadMedia({ store, media, quota }, id, upload, ctx);
      let position = done.position;
      const after = await loadState(store, postDecider, id);
      if (after.status === 'active' && after.postType === 'LISTING' && done.attachedPictures) {
        position =
          (await showPicturesOnTradeIn(
            id,
            after.media.filter(isPicture).map((m) => m.path),
            ctx,
          )) ?? position;
      }
      const all = after.status === 'none' ? [] : after.media.map((m) => m.path);
      return { id, position, media: all, attached: done.attached, skipped: done.skipped };
    },

    deletePost: ({ id }, ctx) =>
      run(store, postDecider, id, ctx, (state) =>
        decide({ type: 'DeletePost', actor: ctx.actor, id, mayDeletePost: ctx.mayDeletePost }, state),
      ),
  };
}
