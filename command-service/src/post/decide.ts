import { maxFileNameLength, maxVehicleYear, minVehicleYear, textFault, vinLength, type PostEvent, type PostMedia } from '@dtn/contracts';
import type { CreatePostBody } from '@dtn/contracts/routes/social-commands';
import type { DecodedVin } from '@dtn/platform/vehicle-data/vpic';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import { actorUserId, actsForDealerGroup, type Actor } from '../shared/actor';
import { assertNever, FieldErrors } from '../shared/validation';
import { maySeePost, postNotFound, type PostState } from './state';

/** Most files one post carries (spec section 5). */
export const maxMediaPerPost = 5;

export interface CreatePost {
  type: 'CreatePost';
  actor: Actor;
  /** What the post's rules need of the author beyond the actor (from the signed-in user). */
  author: { sellAuthority: boolean; dealershipIds: readonly string[] };
  data: CreatePostBody & { id: string };
  /** The vPIC decode of data.vin (a listing with a VIN only; decoding is I/O, done beforehand). */
  decodedVin: DecodedVin | null;
  /** The trade-in the listing lists: inventoryIdFor(dealershipId, vin). */
  inventoryId: string | null;
  now: Date;
}
interface AttachPostMedia {
  type: 'AttachPostMedia';
  actor: Actor;
  id: string;
  /** Sniffed, content-addressed files in upload order; duplicate names are skipped. */
  files: PostMedia[];
}
interface DeletePost {
  type: 'DeletePost';
  actor: Actor;
  id: string;
  /** The caller holds DeletePost (moderation within the post's dealer group). */
  mayDeletePost: boolean;
}
export type PostCommand = CreatePost | AttachPostMedia | DeletePost;

/** "Honda" ~ "HONDA", "F-150" ~ "F150"; a listed model may add words ("Accord Sedan" ~ "Accord"). */
const norm = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const agrees = (typed: string, decoded: string | undefined) => {
  if (!decoded) return false;
  const [a, b] = [norm(typed), norm(decoded)];
  return a === b || (a.length > 0 && b.length > 0 && (a.startsWith(b) || b.startsWith(a)));
};

function listingErrors(command: CreatePost, errors: FieldErrors): void {
  const { data, decodedVin, author, now } = command;
  const vin = data.vin?.toUpperCase() ?? '';
  if (vin.length !== vinLength) errors.add('body.vin', `A VIN has ${vinLength} characters.`);
  if (data.year == null) errors.add('body.year', 'year is required.');
  else if (data.year < minVehicleYear || data.year > maxVehicleYear(now))
    errors.add('body.year', `year must be ${minVehicleYear} to ${maxVehicleYear(now)}.`);
  errors.required('body.make', data.make).required('body.model', data.model);
  if (data.mileage == null) errors.add('body.mileage', 'mileage is required.');
  if (!data.dealershipId) errors.add('body.dealershipId', 'dealershipId is required.');
  else if (!author.dealershipIds.includes(data.dealershipId)) errors.add('body.dealershipId', 'The dealership must be one of yours.');
  if (vin.length !== vinLength) return;
  if (!decodedVin?.valid) {
    errors.add('body.vin', `The VIN does not decode: ${decodedVin?.errors.join('; ') || 'unknown vehicle'}.`);
    return;
  }
  const described = `${decodedVin.year ?? '?'} ${decodedVin.make} ${decodedVin.model}`;
  const yearAgrees = data.year == null || decodedVin.year === undefined || decodedVin.year === data.year;
  if (!yearAgrees || (data.make && !agrees(data.make, decodedVin.make)) || (data.model && !agrees(data.model, decodedVin.model))) {
    errors.add('body.vin', `The VIN decodes to a ${described}, not the year, make and model given.`);
  }
}

function createPost(command: CreatePost, state: PostState): PostEvent[] {
  const { actor, data, now } = command;
  if (state.status !== 'none') throw new ConflictError(`Post ${data.id} already exists.`);
  if (data.dealerGroupId && data.dealerGroupId !== actor.dealerGroupId)
    throw new ForbiddenError('You may post only as your own dealer group.');
  const listing = data.postType === 'LISTING';
  if (listing && !command.author.sellAuthority) throw new ForbiddenError('A trade-in listing needs sellAuthority.');
  const errors = new FieldErrors();
  if (data.postVisibility === 'DEALERGROUP' && !actor.dealerGroupId)
    errors.add('body.postVisibility', 'Only a member of a dealer group can post to it.');
  // Spec section 5: nothing to post while the text is empty and there are no attachments. The
  // files come after the post exists, so the composer announces them in attachmentCount; a
  // listing shows its vehicle, so its text may stay empty.
  if (!listing && data.content.trim() === '' && data.attachmentCount === 0) {
    errors.add('body.content', 'A post needs some text or at least one attachment.');
  }
  if (listing) listingErrors(command, errors);
  errors.throwIfAny('The post is invalid.');
  const base = {
    id: data.id,
    userId: actorUserId(actor),
    dealerGroupId: actor.dealerGroupId,
    postType: data.postType,
    postVisibility: data.postVisibility,
    content: data.content.trim(),
    created: now.toISOString(),
  };
  if (!listing) return [{ type: 'PostCreated', data: base }];
  return [
    {
      type: 'PostCreated',
      data: {
        ...base,
        vin: data.vin!.toUpperCase(),
        year: data.year!,
        make: data.make!,
        model: data.model!,
        mileage: data.mileage!,
        dealershipId: data.dealershipId!,
        inventoryId: command.inventoryId!,
      },
    },
  ];
}

/** A file's name travels in a multipart header, past the HTTP edge's check of the parsed body,
 * and is stored in the event: NUL there was a 500, and a name of any length was kept. */
function nameErrors(files: PostMedia[]): void {
  const errors = new FieldErrors();
  files.forEach(({ name }, i) => {
    const fault = textFault(name);
    if (fault) errors.add(`body.files.${i}`, `The file name ${fault}.`);
    else if (name.length > maxFileNameLength) errors.add(`body.files.${i}`, `A file name has at most ${maxFileNameLength} characters.`);
  });
  errors.throwIfAny('Some file names cannot be stored.');
}

function attachMedia({ actor, id, files }: AttachPostMedia, state: PostState): PostEvent[] {
  if (state.status !== 'active' || !maySeePost(state, actor)) throw new NotFoundError(postNotFound);
  if (state.userId !== actor.id) throw new ForbiddenError('Only the author uploads to a post.');
  nameErrors(files);
  const names = new Set(state.media.map((m) => m.name));
  const fresh = files.filter((file) => !names.has(file.name) && names.add(file.name));
  if (state.media.length + fresh.length > maxMediaPerPost) {
    throw new ValidationError(`A post carries at most ${maxMediaPerPost} files.`, [
      { field: 'body.files', message: `A post carries at most ${maxMediaPerPost} files; it has ${state.media.length}.` },
    ]);
  }
  return fresh.length === 0 ? [] : [{ type: 'PostMediaAttached', data: { postId: id, media: fresh } }];
}

function deletePost({ actor, id, mayDeletePost }: DeletePost, state: PostState): PostEvent[] {
  if (state.status === 'none' || !maySeePost(state, actor)) throw new NotFoundError(postNotFound);
  const moderates = mayDeletePost && state.dealerGroupId !== null && actsForDealerGroup(actor, state.dealerGroupId);
  const adminModerates = mayDeletePost && actor.role === 'Admin';
  if (state.userId !== actor.id && !moderates && !adminModerates) {
    throw new ForbiddenError('Only the author, or a holder of DeletePost in the post’s dealer group, deletes a post.');
  }
  return state.status === 'deleted' ? [] : [{ type: 'PostDeleted', data: { id } }];
}

export function decide(command: PostCommand, state: PostState): PostEvent[] {
  switch (command.type) {
    case 'CreatePost':
      return createPost(command, state);
    case 'AttachPostMedia':
      return attachMedia(command, state);
    case 'DeletePost':
      return deletePost(command, state);
    default:
      return assertNever(command);
  }
}
