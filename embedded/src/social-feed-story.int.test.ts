import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Comment, Paged, Post } from '@dtn/contracts';
import { listenForTests, type TestResponse } from '@dtn/platform/http/test-app';
import { localMediaStorage } from '@dtn/platform/media/local-media-storage';
import { allowedMedia } from '@dtn/platform/media/media-types';
import { sampleMedia, textFile } from '@dtn/platform/media/sample-media';
import { decodeVin } from '@dtn/platform/vehicle-data/vpic';
import { buildCommandService } from '@dtn/command-service/app';
import { createWorld, type Person, type World } from '@dtn/command-service/testing/test-world';
import { queryRoutes } from '@dtn/query-service/app';

/** The social feed end to end: command and query routes on one app over a real event store,
 * the real projectors, real files on disk. */
const maxFileBytes = 4096;
const listingVin = 'KM8K2CAB4PU001140';

let world: World;
let call: (method: string, url: string, who: Person | null, payload?: unknown) => Promise<TestResponse>;
let upload: (postId: string, who: Person | null, files: { name: string; bytes: Uint8Array }[]) => Promise<TestResponse>;
let close: () => Promise<void>;
/** The media folder, removed afterwards. */
let mediaDir: string | undefined;
let associate: Person;
let bdc: Person;
let manager: Person;

const json = <T>(res: TestResponse) => res.json<T>();
const fieldOf = (res: TestResponse) => res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);

beforeAll(async () => {
  process.env.MEDIA_MAX_BYTES = String(maxFileBytes);
  world = await createWorld();
  associate = await world.addPerson({ email: 'associate@sunrise.example', role: 'SalesAssociate', group: 'seller' });
  manager = await world.addPerson({ email: 'manager@sunrise.example', role: 'UsedCarManager', group: 'seller' });
  bdc = await world.addPerson({ email: 'bdc@sunrise.example', role: 'BDCManager', group: 'seller' });
  await world.caughtUp();
  mediaDir = await mkdtemp(join(tmpdir(), 'dtn-media-'));
  const media = localMediaStorage(mediaDir);
  const app = await buildCommandService({
    store: world.store,
    db: world.db,
    auth: { mode: 'dev' },
    media,
  });
  await app.register(queryRoutes({ db: world.db, now: () => new Date(), store: world.store, media }));
  const http = await listenForTests(app);
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const tokens = new Map<string, string>();
  const headersOf = async (who: Person | null): Promise<Record<string, string>> => {
    if (!who) return {};
    if (!tokens.has(who.email)) {
      const res = await http({ method: 'POST', url: '/auth/dev/token', payload: { email: who.email } });
      tokens.set(who.email, res.json<{ access_token: string }>().access_token);
    }
    return { authorization: `Bearer ${tokens.get(who.email)}` };
  };
  call = async (method, url, who, payload) => {
    const res = await http({ method, url, payload, headers: await headersOf(who) });
    if (method !== 'GET' && res.statusCode === 200) await world.caughtUp();
    return res;
  };
  upload = async (postId, who, files) => {
    const form = new FormData();
    for (const file of files) form.append('files', new Blob([file.bytes]), file.name);
    const res = await fetch(`${base}/api/post/image/${postId}`, { method: 'POST', body: form, headers: await headersOf(who) });
    const text = await res.text();
    if (res.status === 200) await world.caughtUp();
    return { statusCode: res.status, headers: Object.fromEntries(res.headers.entries()), body: text, json: <T>() => JSON.parse(text) as T };
  };
  close = () => app.close();
}, 60_000);

afterAll(async () => {
  await close?.();
  await world?.dispose();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  delete process.env.MEDIA_MAX_BYTES;
});

const post = (who: Person, body: Record<string, unknown>) => call('POST', '/api/post', who, body);
const postId = async (who: Person, body: Record<string, unknown>) => {
  const res = await post(who, body);
  expect(res.statusCode).toBe(200);
  return json<{ id: string }>(res).id;
};

describe('POST /api/post', () => {
  it('answers 401, 403 without CreatePost, 400 naming the field', async () => {
    expect((await call('POST', '/api/post', null, { content: 'x' })).statusCode).toBe(401);
    expect((await post(bdc, { content: 'x' })).statusCode).toBe(403);
    const notObject = await call('POST', '/api/post', world.seller, []);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.headers['content-type']).toContain('application/problem+json');
    expect(fieldOf(await post(world.seller, { postType: 'SOMETHING' }))).toEqual(['body.postType']);
  });

  it('creates a general post', async () => {
    const id = await postId(world.seller, { content: ' Sunny day on the lot ' });
    const res = await call('GET', `/api/post/${id}`, world.buyer);
    expect(res.statusCode).toBe(200);
    expect(json<Post>(res)).toMatchObject({
      id,
      postType: 'GENERAL',
      postVisibility: 'GENERAL',
      content: 'Sunny day on the lot',
      dealerGroupId: world.sellerGroupId,
      media: [],
      commentCount: 0,
      sold: false,
      vin: null,
      user: { id: world.seller.id, firstName: 'seller' },
    });
  });
});

describe('listing posts', () => {
  it('needs sellAuthority, a decodable VIN that matches, and one of the author’s dealerships', async () => {
    const decoded = await decodeVin(listingVin);
    const listing = {
      postType: 'LISTING',
      vin: listingVin,
      year: decoded.year,
      make: decoded.make,
      model: decoded.model,
      mileage: 54000,
      dealershipId: world.sellerDealershipId,
    };
    expect((await post(associate, listing)).statusCode).toBe(403);
    expect(fieldOf(await post(world.seller, { ...listing, make: 'Honda', model: 'Accord' }))).toEqual(['body.vin']);
    expect(fieldOf(await post(world.seller, { ...listing, vin: '1FTFW1ET5DFC10312' }))).toEqual(['body.vin']); // wrong check digit
    expect(fieldOf(await post(world.seller, { ...listing, year: 1899 }))).toContain('body.year');
    expect(fieldOf(await post(world.seller, { ...listing, dealershipId: world.buyerDealershipId }))).toEqual(['body.dealershipId']);
  });

  it('lists the vehicle as a trade-in linked to the post', async () => {
    const decoded = await decodeVin(listingVin);
    const id = await postId(world.seller, {
      postType: 'LISTING',
      content: 'Clean trade, one owner',
      vin: listingVin.toLowerCase(),
      year: decoded.year,
      make: decoded.make,
      model: decoded.model,
      mileage: 54000,
      dealershipId: world.sellerDealershipId,
    });
    const shown = json<Post>(await call('GET', `/api/post/${id}`, world.buyer));
    expect(shown).toMatchObject({
      postType: 'LISTING',
      vin: listingVin,
      year: decoded.year,
      mileage: 54000,
      dealershipId: world.sellerDealershipId,
      sold: false,
    });
    const detail = await call('GET', `/api/inventory/vin/${listingVin}`, world.seller);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ vin: listingVin, tradeIn: true, postId: id });
    const tradeIns = await call('POST', '/api/marketplace/tradein/search', world.buyer, {});
    expect(tradeIns.statusCode).toBe(200);
    expect(json<{ results: { vin: string }[] }>(tradeIns).results.map((r) => r.vin)).toContain(listingVin);

    // The trade-in shows a drawing of its make and model, then the post's pictures (not its videos).
    const drawn = detail.json<{ images: string[] }>().images;
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatch(/^\/media\/placeholder\/[a-z0-9-]+\.svg$/);
    const uploaded = await upload(id, world.seller, [
      { name: 'front.png', bytes: sampleMedia.png!(11) },
      { name: 'walkaround.webm', bytes: sampleMedia.webm!(12) },
    ]);
    expect(uploaded.statusCode).toBe(200);
    const pictures = json<{ media: string[] }>(uploaded).media.filter((key) => key.endsWith('.png'));
    const after = await call('GET', `/api/inventory/vin/${listingVin}`, world.seller);
    expect(after.json<{ images: string[] }>().images).toEqual(pictures);
  });
});

describe('a VIN listed by another dealership (issue 11)', () => {
  const listedVin = '1HGCM82633A004352'; // the world's vehicle at the seller's dealership
  it('cannot be shadowed by a trade-in post or a feed at another dealership: 409, nothing appended', async () => {
    const trader = await world.addPerson({ email: 'trader@sunset.example', role: 'UsedCarManager', sell: true, group: 'buyer' });
    await world.caughtUp();
    const decoded = await decodeVin(listedVin);
    const head = await world.store.headPosition();
    const shadow = await post(trader, {
      postType: 'LISTING',
      content: 'Same car, cheaper',
      vin: listedVin,
      year: decoded.year,
      make: decoded.make,
      model: decoded.model,
      mileage: 1000,
      dealershipId: world.buyerDealershipId,
    });
    expect(shadow.statusCode).toBe(409);
    expect(shadow.json<{ detail: string }>().detail).toMatch(/body\.vin: VIN 1HGCM82633A004352 is already listed by/);
    const feed = await call('POST', `/api/dealergroup/inventory/import/${world.buyerDealershipId}`, trader, {
      vehicles: [
        { vin: listedVin, stockNumber: 'S1', year: 2003, make: 'Honda', model: 'Accord', listingType: 'USED', inventoryDate: '2025-06-01' },
      ],
    });
    expect(feed.statusCode).toBe(409);
    expect(feed.json<{ detail: string }>().detail).toMatch(/vehicles\.0\.vin: VIN 1HGCM82633A004352 is already listed/);
    expect(await world.store.headPosition()).toEqual(head);
    const detail = await call('GET', `/api/inventory/vin/${listedVin}`, world.buyer);
    expect(detail.json()).toMatchObject({ id: world.inventoryId, dealershipId: world.sellerDealershipId });
  });

  it('is listed again by its own dealership, and elsewhere once it is sold there', async () => {
    const feedRow = {
      vin: listedVin,
      stockNumber: 'AGAIN',
      year: 2020,
      make: 'Honda',
      model: 'Accord',
      listingType: 'USED',
      inventoryDate: '2025-01-10',
    };
    expect(
      (await call('POST', `/api/dealergroup/inventory/import/${world.sellerDealershipId}`, world.seller, { vehicles: [feedRow] }))
        .statusCode,
    ).toBe(200);
    const sold = await world.commands.markVehicleSold({ inventoryId: world.inventoryId }, { actor: null });
    await world.caughtUp(sold.position);
    const buyerSide = await world.addPerson({ email: 'trader2@sunset.example', role: 'UsedCarManager', sell: true, group: 'buyer' });
    await world.caughtUp();
    const relisted = await call('POST', `/api/dealergroup/inventory/import/${world.buyerDealershipId}`, buyerSide, {
      vehicles: [{ ...feedRow, stockNumber: 'BOUGHT' }],
    });
    expect(relisted.statusCode).toBe(200);
    // The live listing is the one the VIN lookup shows, not the sold one.
    const detail = await call('GET', `/api/inventory/vin/${listedVin}`, world.seller);
    expect(detail.json()).toMatchObject({ dealershipId: world.buyerDealershipId, sold: false });
  });
});

describe('GET /api/post/:id and /api/timeline', () => {
  let groupPostId: string;
  let publicPostId: string;
  beforeAll(async () => {
    publicPostId = await postId(world.buyer, { content: 'Looking for trucks' });
    groupPostId = await postId(world.seller, { content: 'Team meeting at 9', postVisibility: 'DEALERGROUP' });
  });

  it('answers 401, 403, 404 (unknown, or another group’s post) and 400 naming params.id', async () => {
    expect((await call('GET', `/api/post/${groupPostId}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/post/${groupPostId}`, bdc)).statusCode).toBe(403);
    expect((await call('GET', `/api/post/${world.inventoryId}`, world.seller)).statusCode).toBe(404);
    expect((await call('GET', `/api/post/${groupPostId}`, world.buyer)).statusCode).toBe(404);
    expect(fieldOf(await call('GET', '/api/post/nope', world.seller))).toEqual(['params.id']);
  });

  it('shows public posts plus the caller’s group’s, newest first, pageable and filtered by visibility', async () => {
    const mine = json<Paged<Post>>(await call('GET', '/api/timeline', world.seller));
    expect(mine.results[0]!.id).toBe(groupPostId);
    expect(mine.results.map((p) => p.id)).toContain(publicPostId);
    const theirs = json<Paged<Post>>(await call('GET', '/api/timeline', world.buyer));
    expect(theirs.results.map((p) => p.id)).not.toContain(groupPostId);
    expect(theirs.results.map((p) => p.id)).toContain(publicPostId);
    const created = mine.results.map((p) => p.created);
    expect([...created].sort().reverse()).toEqual(created);
    const groupOnly = json<Paged<Post>>(await call('GET', '/api/timeline?visibility=DEALERGROUP', world.seller));
    expect(groupOnly.results.map((p) => p.id)).toEqual([groupPostId]);
    const paged = json<Paged<Post>>(await call('GET', '/api/timeline?page=2&pageSize=1', world.seller));
    expect(paged).toMatchObject({ page: 2, totalCount: mine.totalCount, pageCount: mine.totalCount });
    expect(paged.results).toHaveLength(1);
    expect((await call('GET', '/api/timeline', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/timeline', bdc)).statusCode).toBe(403);
    expect(fieldOf(await call('GET', '/api/timeline?visibility=TAG', world.seller))).toEqual(['querystring.visibility']);
  });
});

describe('POST /api/post/image/:id', () => {
  let first: string;
  let second: string;
  beforeAll(async () => {
    first = await postId(world.seller, { content: 'Pictures' });
    second = await postId(world.seller, { content: 'Videos' });
  });
  const file = (ext: string, name = `car.${ext}`, seed = 1) => ({ name, bytes: sampleMedia[ext]!(seed) });

  it('stores a real file of every allowed type and serves it with its content type', async () => {
    const a = await upload(
      first,
      world.seller,
      ['jpg', 'png', 'gif', 'webp', 'mp4'].map((ext) => file(ext)),
    );
    expect(a.statusCode).toBe(200);
    const b = await upload(
      second,
      world.seller,
      ['webm', 'mov', 'avi'].map((ext) => file(ext)),
    );
    expect(b.statusCode).toBe(200);
    const shown = [
      ...json<Post>(await call('GET', `/api/post/${first}`, world.buyer)).media,
      ...json<Post>(await call('GET', `/api/post/${second}`, world.buyer)).media,
    ];
    expect(shown).toHaveLength(8);
    const exts = ['jpg', 'png', 'gif', 'webp', 'mp4', 'webm', 'mov', 'avi'];
    for (const [i, key] of shown.entries()) {
      expect(key.split('/')[0]).toHaveLength(36);
      expect(key.endsWith(`.${exts[i]}`)).toBe(true);
      const served = await call('GET', `/media/posts/${key}`, null);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(allowedMedia[exts[i]!]);
    }
  });

  it('skips a duplicate name and refuses a sixth file', async () => {
    const again = await upload(first, world.seller, [file('png', 'car.png', 2)]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ attached: [], skipped: ['car.png'], position: null });
    const sixth = await upload(first, world.seller, [file('png', 'sixth.png', 3)]);
    expect(sixth.statusCode).toBe(400);
    expect(fieldOf(sixth)).toEqual(['body.files']);
    expect(json<Post>(await call('GET', `/api/post/${first}`, world.seller)).media).toHaveLength(5);
  });

  it('refuses a file whose content is not allowed media, whatever its name, and one over the size limit', async () => {
    const fresh = await postId(world.seller, { content: 'More' });
    const text = await upload(fresh, world.seller, [file('gif'), { name: 'photo.png', bytes: textFile() }]);
    expect(text.statusCode).toBe(400);
    expect(text.headers['content-type']).toContain('application/problem+json');
    expect(fieldOf(text)).toEqual(['body.files[1]']);
    const big = new Uint8Array(maxFileBytes + 100);
    big.set(sampleMedia.png!());
    const tooBig = await upload(fresh, world.seller, [{ name: 'big.png', bytes: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(fieldOf(tooBig)).toEqual(['body.files[0]']);
    expect(json<Post>(await call('GET', `/api/post/${fresh}`, world.seller)).media).toEqual([]);
  });

  it('answers 401, 403 (no UploadImage, or not the author), 404, 400 for a non-multipart body or a bad id', async () => {
    expect((await upload(first, null, [file('png')])).statusCode).toBe(401);
    expect((await upload(first, bdc, [file('png')])).statusCode).toBe(403);
    expect((await upload(first, manager, [file('png', 'other.png')])).statusCode).toBe(403);
    expect((await upload(world.inventoryId, world.seller, [file('png')])).statusCode).toBe(404);
    expect(fieldOf(await call('POST', `/api/post/image/${first}`, world.seller, {}))).toEqual(['body']);
    expect(fieldOf(await upload('nope', world.seller, [file('png')]))).toEqual(['params.id']);
  });

  it('serves 404 for unknown media and 400 for a malformed key', async () => {
    expect((await call('GET', `/media/posts/${'0'.repeat(36)}/${'a'.repeat(64)}.png`, null)).statusCode).toBe(404);
    expect(fieldOf(await call('GET', '/media/posts/short/x.png', null))).toEqual(expect.arrayContaining(['params.folder']));
  });
});

describe('comments', () => {
  let id: string;
  let groupId: string;
  beforeAll(async () => {
    id = await postId(world.seller, { content: 'Comment on me' });
    groupId = await postId(world.seller, { content: 'Group only', postVisibility: 'DEALERGROUP' });
  });

  it('comments and replies, counting on the post and the comment', async () => {
    const res = await call('POST', '/api/comment', world.buyer, { content: '  Nice  ', postId: id, parentComment: null });
    expect(res.statusCode).toBe(200);
    const commentId = json<{ id: string }>(res).id;
    expect((await call('POST', '/api/comment', world.seller, { content: 'Thanks', postId: id, parentComment: commentId })).statusCode).toBe(
      200,
    );
    const top = json<Paged<Comment>>(await call('GET', `/api/comment/paged/${id}`, world.seller));
    expect(top).toMatchObject({
      page: 1,
      totalCount: 1,
      results: [{ id: commentId, content: 'Nice', commentCount: 1, parentComment: null, user: { id: world.buyer.id } }],
    });
    const replies = json<Paged<Comment>>(await call('GET', `/api/comment/paged/${id}?parentComment=${commentId}`, world.seller));
    expect(replies.results).toMatchObject([{ content: 'Thanks', parentComment: commentId }]);
    expect(json<Post>(await call('GET', `/api/post/${id}`, world.seller)).commentCount).toBe(2);
  });

  it('pages comments by 5', async () => {
    const many = await postId(world.seller, { content: 'Many' });
    for (let i = 0; i < 6; i++) await call('POST', '/api/comment', world.seller, { content: `c${i}`, postId: many });
    const page1 = json<Paged<Comment>>(await call('GET', `/api/comment/paged/${many}`, world.seller));
    expect(page1).toMatchObject({ totalCount: 6, pageCount: 2 });
    expect(page1.results.map((c) => c.content)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
  });

  it('answers 400 naming the field, 401, 403 and 404', async () => {
    expect(fieldOf(await call('POST', '/api/comment', world.seller, { content: '   ', postId: id }))).toEqual(['body.content']);
    expect(fieldOf(await call('POST', '/api/comment', world.seller, { content: 'x', postId: 'nope' }))).toEqual(['body.postId']);
    expect(
      fieldOf(await call('POST', '/api/comment', world.seller, { content: 'x', postId: id, parentComment: world.inventoryId })),
    ).toEqual(['body.parentComment']);
    expect((await call('POST', '/api/comment', null, { content: 'x', postId: id })).statusCode).toBe(401);
    expect((await call('POST', '/api/comment', bdc, { content: 'x', postId: id })).statusCode).toBe(403);
    expect((await call('POST', '/api/comment', world.seller, { content: 'x', postId: world.inventoryId })).statusCode).toBe(404);
    expect((await call('POST', '/api/comment', world.buyer, { content: 'x', postId: groupId })).statusCode).toBe(404);
    expect((await call('GET', `/api/comment/paged/${groupId}`, world.buyer)).statusCode).toBe(404);
    expect((await call('GET', `/api/comment/paged/${id}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/comment/paged/${id}`, bdc)).statusCode).toBe(403);
    expect(fieldOf(await call('GET', '/api/comment/paged/nope', world.seller))).toEqual(['params.id']);
  });
});

describe('DELETE /api/post/:id', () => {
  it('lets the author or a DeletePost holder of the group delete, nobody else', async () => {
    const id = await postId(associate, { content: 'Oops' });
    expect((await call('DELETE', `/api/post/${id}`, null)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/post/${id}`, bdc)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/post/${id}`, world.buyer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/post/${world.inventoryId}`, world.seller)).statusCode).toBe(404);
    expect(fieldOf(await call('DELETE', '/api/post/nope', world.seller))).toEqual(['params.id']);
    const managerDeletes = await call('DELETE', `/api/post/${id}`, manager);
    expect(managerDeletes.statusCode).toBe(200);
    expect((await call('GET', `/api/post/${id}`, associate)).statusCode).toBe(404);
    expect(json<Paged<Post>>(await call('GET', '/api/timeline?pageSize=100', associate)).results.map((p) => p.id)).not.toContain(id);

    const own = await postId(associate, { content: 'Mine' });
    const colleague = await world.addPerson({ email: 'colleague@sunrise.example', role: 'SalesAssociate', group: 'seller' });
    await world.caughtUp();
    expect((await call('DELETE', `/api/post/${own}`, colleague)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/post/${own}`, associate)).statusCode).toBe(200);
  });
});
