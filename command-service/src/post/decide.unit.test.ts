import { describe, it } from '@jest/globals';
import type { PostEvent, PostMedia } from '@dtn/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@dtn/platform/errors';
import type { Actor } from '../shared/actor';
import { deciderSpec } from '../testing/decider-spec';
import { decide, type CreatePost } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const postId = '0a000000-0000-4000-8000-000000000001';
const groupId = '2c000000-0000-4000-8000-000000000001';
const dealershipId = '3d000000-0000-4000-8000-000000000001';
const inventoryId = '1b000000-0000-4000-8000-000000000001';
const now = new Date('2025-03-01T12:00:00.000Z');
const author: Actor = { id: '7b000000-0000-4000-8000-000000000001', role: 'SalesAssociate', dealerGroupId: groupId };
const colleague: Actor = { ...author, id: '7b000000-0000-4000-8000-000000000002', role: 'UsedCarManager' };
const stranger: Actor = {
  id: '7b000000-0000-4000-8000-000000000003',
  role: 'UsedCarManager',
  dealerGroupId: '2c000000-0000-4000-8000-000000000009',
};
const admin: Actor = { id: '7b000000-0000-4000-8000-000000000004', role: 'Admin', dealerGroupId: null };
const honda = { valid: true, year: 2003, make: 'Honda', model: 'Accord', errors: [] };

const create = (over: Partial<CreatePost['data']> = {}, rest: Partial<CreatePost> = {}): CreatePost => ({
  type: 'CreatePost',
  actor: author,
  author: { sellAuthority: true, dealershipIds: [dealershipId] },
  data: { id: postId, postType: 'GENERAL', postVisibility: 'GENERAL', content: '  Hello lot  ', attachmentCount: 0, ...over },
  decodedVin: null,
  inventoryId: null,
  now,
  ...rest,
});
const listing = (over: Partial<CreatePost['data']> = {}, rest: Partial<CreatePost> = {}) =>
  create(
    { postType: 'LISTING', vin: '1hgcm82633a004352', year: 2003, make: 'honda', model: 'Accord', mileage: 120000, dealershipId, ...over },
    { decodedVin: honda, inventoryId, ...rest },
  );

const base = {
  id: postId,
  userId: author.id,
  dealerGroupId: groupId,
  postType: 'GENERAL' as const,
  postVisibility: 'GENERAL' as const,
  content: 'Hello lot',
  created: now.toISOString(),
};
const created: PostEvent = { type: 'PostCreated', data: base };
const groupPost: PostEvent = { type: 'PostCreated', data: { ...base, postVisibility: 'DEALERGROUP' } };
const file = (name: string, n = 1): PostMedia => ({
  path: `${'a'.repeat(35)}${n}/${'b'.repeat(64)}.png`,
  contentType: 'image/png',
  size: 10,
  name,
});

describe('CreatePost', () => {
  it('creates a general post with trimmed content', () => given([]).when(create()).then([created]));
  it('creates a dealer-group post in the author’s group', () =>
    given([])
      .when(create({ postVisibility: 'DEALERGROUP' }))
      .then([groupPost]));
  it('refuses a dealer-group post from someone without a group', () =>
    given([])
      .when(create({ postVisibility: 'DEALERGROUP' }, { actor: admin }))
      .thenThrows(ValidationError, ['body.postVisibility']));
  it('refuses posting as another group', () =>
    given([])
      .when(create({ dealerGroupId: stranger.dealerGroupId }))
      .thenThrows(ForbiddenError));
  it('refuses the same id twice', () => given([created]).when(create()).thenThrows(ConflictError));
  it('refuses an empty post: no text and no attachments ({} on the route)', () => {
    given([])
      .when(create({ content: '' }))
      .thenThrows(ValidationError, ['body.content']);
    given([])
      .when(create({ content: '   ', attachmentCount: 0 }))
      .thenThrows(ValidationError, ['body.content']);
  });
  it('takes a picture-only post that announces its attachments', () =>
    given([])
      .when(create({ content: '', attachmentCount: 2 }))
      .then([{ type: 'PostCreated', data: { ...base, content: '' } }]));
  it('takes a listing without text: it shows its vehicle', () =>
    given([])
      .when(listing({ content: '' }))
      .then([
        {
          type: 'PostCreated',
          data: {
            ...base,
            content: '',
            postType: 'LISTING',
            vin: '1HGCM82633A004352',
            year: 2003,
            make: 'honda',
            model: 'Accord',
            mileage: 120000,
            dealershipId,
            inventoryId,
          },
        },
      ]));

  it('creates a listing with the decoded vehicle and its trade-in id', () =>
    given([])
      .when(listing())
      .then([
        {
          type: 'PostCreated',
          data: {
            ...base,
            postType: 'LISTING',
            vin: '1HGCM82633A004352',
            year: 2003,
            make: 'honda',
            model: 'Accord',
            mileage: 120000,
            dealershipId,
            inventoryId,
          },
        },
      ]));
  it('needs sellAuthority for a listing', () =>
    given([])
      .when(listing({}, { author: { sellAuthority: false, dealershipIds: [dealershipId] } }))
      .thenThrows(ForbiddenError));
  it('needs every listing field', () =>
    given([])
      .when(listing({ vin: null, year: null, make: ' ', model: null, mileage: null, dealershipId: null }, { decodedVin: null }))
      .thenThrows(ValidationError, ['body.vin', 'body.year', 'body.make', 'body.model', 'body.mileage', 'body.dealershipId']));
  it('keeps the year within 1900 .. next year + 1', () =>
    given([])
      .when(listing({ year: 2028 }))
      .thenThrows(ValidationError, ['body.year', 'body.vin']));
  it('needs one of the author’s dealerships', () =>
    given([])
      .when(listing({ dealershipId: '3d000000-0000-4000-8000-000000000009' }))
      .thenThrows(ValidationError, ['body.dealershipId']));
  it('refuses a VIN that does not decode', () =>
    given([])
      .when(listing({}, { decodedVin: { valid: false, errors: ['Invalid check digit'] } }))
      .thenThrows(ValidationError, ['body.vin']));
  it('refuses a VIN of another vehicle than the one described', () =>
    given([])
      .when(listing({ make: 'Toyota', model: 'Camry' }))
      .thenThrows(ValidationError, ['body.vin']));
  it('accepts a model the decode abbreviates', () =>
    given([])
      .when(listing({ model: 'Accord Sedan' }))
      .then([
        {
          type: 'PostCreated',
          data: {
            ...base,
            postType: 'LISTING',
            vin: '1HGCM82633A004352',
            year: 2003,
            make: 'honda',
            model: 'Accord Sedan',
            mileage: 120000,
            dealershipId,
            inventoryId,
          },
        },
      ]));
});

describe('AttachPostMedia', () => {
  const attach = (files: PostMedia[], actor: Actor = author) => ({ type: 'AttachPostMedia' as const, actor, id: postId, files });
  it('attaches new files, skipping duplicate names', () =>
    given([created, { type: 'PostMediaAttached', data: { postId, media: [file('a.png')] } }])
      .when(attach([file('a.png'), file('b.png', 2), file('b.png', 3)]))
      .then([{ type: 'PostMediaAttached', data: { postId, media: [file('b.png', 2)] } }]));
  it('changes nothing when every file is a duplicate', () =>
    given([created, { type: 'PostMediaAttached', data: { postId, media: [file('a.png')] } }])
      .when(attach([file('a.png')]))
      .thenNothingHappened());
  it('refuses a sixth file', () =>
    given([created, { type: 'PostMediaAttached', data: { postId, media: [1, 2, 3, 4, 5].map((n) => file(`${n}.png`, n)) } }])
      .when(attach([file('6.png', 6)]))
      .thenThrows(ValidationError, ['body.files']));
  it('refuses file names that cannot be stored: NUL, a lone surrogate, past 255 characters', () =>
    given([created])
      .when(attach([file('ok.png'), file('a\u0000b.png', 2), file('a\ud800.png', 3), file(`${'x'.repeat(252)}.png`, 4)]))
      .thenThrows(ValidationError, ['body.files.1', 'body.files.2', 'body.files.3']));
  it('lets only the author upload', () =>
    given([created])
      .when(attach([file('a.png')], colleague))
      .thenThrows(ForbiddenError));
  it('404s for an unknown, deleted or hidden post', () => {
    given([])
      .when(attach([file('a.png')]))
      .thenThrows(NotFoundError);
    given([created, { type: 'PostDeleted', data: { id: postId } }])
      .when(attach([file('a.png')]))
      .thenThrows(NotFoundError);
    given([groupPost])
      .when(attach([file('a.png')], stranger))
      .thenThrows(NotFoundError);
  });
});

describe('DeletePost', () => {
  const del = (actor: Actor, mayDeletePost = false) => ({ type: 'DeletePost' as const, actor, id: postId, mayDeletePost });
  const deleted: PostEvent = { type: 'PostDeleted', data: { id: postId } };
  it('lets the author delete', () => given([created]).when(del(author)).then([deleted]));
  it('lets a DeletePost holder of the group delete', () => given([created]).when(del(colleague, true)).then([deleted]));
  it('lets an admin with DeletePost delete', () => given([created]).when(del(admin, true)).then([deleted]));
  it('refuses a colleague without DeletePost', () => given([created]).when(del(colleague)).thenThrows(ForbiddenError));
  it('refuses DeletePost of another group', () => given([created]).when(del(stranger, true)).thenThrows(ForbiddenError));
  it('is idempotent and 404s for unknown posts', () => {
    given([created, deleted]).when(del(author)).thenNothingHappened();
    given([]).when(del(author)).thenThrows(NotFoundError);
  });
});
