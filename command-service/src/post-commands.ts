/**
 * The social-feed use cases (spec sections 3 and 5): posts, their media, deletion, comments.
 *
 *   createPostCommands(store, commands, options): PostCommands
 *     createPost(input, author, ctx)        PostCreated; a LISTING post also lists the vehicle as a
 *                                           trade-in (importInventory, tradeIn true, postId)
 *     uploadMedia(id, files, ctx)           sniffs each file's content, stores it content-addressed,
 *                                           then PostMediaAttached (duplicates by name skipped)
 *     deletePost(id, ctx & mayDeletePost)   PostDeleted
 *     addComment(input, ctx)                CommentAdded (stream comment-{id})
 */
import type { PostMedia } from '@dtn/contracts';
import type { CreateCommentBody, CreatePostBody } from '@dtn/contracts/routes/social-commands';
import { handleCommand, loadState } from '@dtn/platform/commands/handle-command';
import { newId } from '@dtn/platform/commands/ids';
import type { EventStore, Position } from '@dtn/platform/event-store/port';
import { ValidationError } from '@dtn/platform/errors';
import { decodeVin } from '@dtn/platform/vehicle-data/vpic';
import { commandMetadata, type CommandContext } from './command-context';
import type { Actor } from './actor';
import { inventoryIdFor, type Commands } from './commands';
import { decide as decideComment } from './comment/decide';
import { commentDecider } from './comment/state';
import type { MediaStorage } from './media/media-storage';
import { mediaKeyFor, sniffMedia } from './media/media-types';
import { decide, type CreatePost, type PostCommand } from './post/decide';
import { postDecider } from './post/state';

export interface PostDone {
  id: string;
  position: Position | null;
}

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export interface UploadDone extends PostDone {
  /** Every media key of the post after the upload (served at /media/posts/{key}). */
  media: string[];
  attached: string[];
  skipped: string[];
}

type ActorContext = CommandContext & { actor: Actor };

export interface PostCommands {
  createPost(input: CreatePostBody, author: CreatePost['author'], ctx: ActorContext): Promise<PostDone>;
  uploadMedia(id: string, files: UploadedFile[], ctx: ActorContext): Promise<UploadDone>;
  deletePost(id: string, ctx: ActorContext & { mayDeletePost: boolean }): Promise<PostDone>;
  addComment(input: CreateCommentBody, ctx: ActorContext): Promise<PostDone>;
}

export function createPostCommands(store: EventStore, commands: Pick<Commands, 'importInventory'>, media: MediaStorage): PostCommands {
  const onPost = async (id: string, ctx: CommandContext, command: PostCommand) =>
    handleCommand(store, postDecider, id, (state) => decide(command, state), commandMetadata(ctx));

  return {
    async createPost(input, author, ctx) {
      const id = newId();
      const metadata = commandMetadata(ctx);
      const listing = input.postType === 'LISTING';
      const vin = input.vin?.trim().toUpperCase() ?? '';
      const decodedVin = listing && vin.length === 17 ? await decodeVin(vin) : null;
      const inventoryId = listing && input.dealershipId && vin.length === 17 ? inventoryIdFor(input.dealershipId, vin) : null;
      const command: CreatePost = { type: 'CreatePost', actor: ctx.actor, author, data: { ...input, id }, decodedVin, inventoryId, now: metadata.now };
      let { position } = await handleCommand(store, postDecider, id, (state) => decide(command, state), metadata);
      if (listing) {
        // The trade-in, linked to the post: it shows in the trade-ins search and the vehicle detail.
        const vehicle = {
          vin, stockNumber: `POST-${id.slice(0, 8)}`, year: input.year!, make: input.make!, model: input.model!,
          listingType: 'USED' as const, tradeIn: true, postId: id, inventoryDate: metadata.now.toISOString(),
          data: { Odometer: String(input.mileage), Description: input.content.trim() },
        };
        const imported = await commands.importInventory({ dealershipId: input.dealershipId!, vehicles: [vehicle] }, { ...ctx, correlationId: metadata.correlationId });
        position = imported.position ?? position;
      }
      return { id, position };
    },

    async uploadMedia(id, files, ctx) {
      const sniffed: (PostMedia & { bytes: Uint8Array })[] = [];
      const errors = await Promise.all(files.map(async (file, i) => {
        const type = await sniffMedia(file.bytes);
        if (!type) return { field: `body.files[${i}]`, message: `${file.name} is not a jpeg, png, gif, webp, mp4, webm, quicktime or avi file.` };
        sniffed[i] = { path: mediaKeyFor(file.bytes, type.ext), contentType: type.contentType, size: file.bytes.length, name: file.name, bytes: file.bytes };
        return null;
      }));
      const bad = errors.filter((e) => e !== null);
      if (bad.length > 0) throw new ValidationError('Some files are not allowed media.', bad);
      if (files.length === 0) throw new ValidationError('No file was uploaded.', [{ field: 'body.files', message: 'Upload at least one file.' }]);
      const candidates = sniffed.map(({ bytes: _bytes, ...item }) => item);
      // Decide on the current state first, so nothing is stored for a refused upload; then store,
      // then append (deciding again: a concurrent upload may have landed meanwhile).
      const command: PostCommand = { type: 'AttachPostMedia', actor: ctx.actor, id, files: candidates };
      const preview = decide(command, await loadState(store, postDecider, id));
      const attaching = preview.flatMap((e) => (e.type === 'PostMediaAttached' ? e.data.media : []));
      for (const item of attaching) await media.put(item.path, sniffed.find((s) => s.path === item.path)!.bytes, item.contentType);
      const { position } = await onPost(id, ctx, command);
      const after = await loadState(store, postDecider, id);
      const attached = attaching.map((m) => m.path);
      const all = after.status === 'none' ? [] : after.media.map((m) => m.path);
      return { id, position, media: all, attached, skipped: files.map((f) => f.name).filter((name) => !attaching.some((m) => m.name === name)) };
    },

    async deletePost(id, ctx) {
      const { position } = await onPost(id, ctx, { type: 'DeletePost', actor: ctx.actor, id, mayDeletePost: ctx.mayDeletePost });
      return { id, position };
    },

    async addComment(input, ctx) {
      const id = newId();
      const metadata = commandMetadata(ctx);
      const post = await loadState(store, postDecider, input.postId);
      const parent = input.parentComment ? await loadState(store, commentDecider, input.parentComment) : null;
      const { position } = await handleCommand(
        store, commentDecider, id,
        (state) => decideComment({ type: 'AddComment', actor: ctx.actor, data: { ...input, id }, post, parent, now: metadata.now }, state),
        metadata,
      );
      return { id, position };
    },
  };
}
