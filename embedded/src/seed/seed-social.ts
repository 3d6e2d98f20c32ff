import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuyListCommands, PostCommands } from '@dtn/command-service/command-set';
import type { Actor } from '@dtn/command-service/shared/actor';
import { describeMediaFile } from '@dtn/platform/media/media-file';
import { vinTemplates } from '@dtn/platform/vehicle-data/catalog';
import { withCheckDigit } from '@dtn/platform/vehicle-data/vin';
import type { DemoUser } from './demo-organizations';
import { demoBuyListItems, demoPosts, type DemoPost } from './demo-social';
import { emptySocial, type SocialDone } from './seed-progress';

export interface SocialSeedCommands {
  posts: Pick<PostCommands, 'createPost' | 'uploadMedia' | 'addComment'>;
  buyLists: Pick<BuyListCommands, 'addBuyListItem'>;
}

export interface SocialSeedSummary {
  posts: number;
  comments: number;
  media: number;
  buyListItems: number;
}

const photoFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'post-photos');
const hourMs = 3_600_000;

/** A real VIN prefix of the listing's vehicle with a serial below the inventory's (100000 and up). */
function listingVin(listing: NonNullable<DemoPost['listing']>, index: number): string {
  const template = vinTemplates().find((t) => t.make === listing.make && t.model === listing.model && t.year === listing.year);
  if (!template) throw new Error(`No VIN template for the demo listing ${listing.year} ${listing.make} ${listing.model}`);
  return withCheckDigit(`${template.vds}0${template.yearAndPlant}${String(10_001 + index).padStart(6, '0')}`);
}

/**
 * The demo feed and buy lists (./demo-social.ts) through the same commands a user's actions
 * take: posts (a listing also lists its trade-in), their pictures uploaded from post-photos/,
 * comments and replies, buy list items. Deterministic content; the times are hours before `now`.
 * `done`: what a run that stopped half-way already wrote (./seed-progress.ts), skipped.
 */
export async function seedSocial(
  commands: SocialSeedCommands,
  users: DemoUser[],
  now: Date,
  done: SocialDone = emptySocial(),
): Promise<SocialSeedSummary> {
  const byEmail = new Map(users.map((user) => [user.email, user]));
  const as = (email: string, hoursAgo: number) => {
    const user = byEmail.get(email);
    if (!user) throw new Error(`No demo user ${email}`);
    const actor: Actor = { id: user.id, role: user.role, dealerGroupId: user.dealerGroupId };
    return { user, ctx: { actor, now: new Date(now.getTime() - hoursAgo * hourMs) } };
  };
  const summary: SocialSeedSummary = { posts: 0, comments: 0, media: 0, buyListItems: 0 };

  // Posts (each with its pictures, comments and replies in order) and buy list items touch
  // streams of their own, so they go side by side: the seed is part of the first start.
  await Promise.all(
    demoPosts.map(async (post, index) => {
      const { user, ctx } = as(post.by, post.hoursAgo);
      const listing = post.listing ? { ...post.listing, vin: listingVin(post.listing, index), dealershipId: user.dealershipIds[0]! } : {};
      const before = done.posts.get(`${user.id} ${post.text}`);
      const { id } =
        before ??
        (await commands.posts.createPost(
          {
            postType: post.listing ? 'LISTING' : 'GENERAL',
            postVisibility: post.visibility,
            dealerGroupId: user.dealerGroupId,
            content: post.text,
            attachmentCount: post.photos.length,
            ...listing,
          },
          { sellAuthority: user.sellAuthority, dealershipIds: user.dealershipIds },
          ctx,
        ));
      summary.posts++;
      if (post.photos.length > 0 && !before?.media) {
        const files = await Promise.all(
          post.photos.map(async (name) => ({ ...(await describeMediaFile(path.join(photoFolder, name))), name })),
        );
        const maxBytes = files.reduce((sum, file) => sum + file.size, 0);
        const uploaded = await commands.posts.uploadMedia(id, { maxBytes, receive: async () => files }, ctx);
        summary.media += uploaded.attached.length;
      }
      const commentedBefore = (by: string, text: string) => done.comments.get(`${id} ${as(by, 0).user.id} ${text}`);
      for (const comment of post.comments ?? []) {
        const addedId =
          commentedBefore(comment.by, comment.text) ??
          (
            await commands.posts.addComment(
              { postId: id, parentComment: null, content: comment.text },
              as(comment.by, comment.hoursAgo).ctx,
            )
          ).id;
        summary.comments++;
        for (const reply of comment.replies ?? []) {
          if (!commentedBefore(reply.by, reply.text)) {
            await commands.posts.addComment({ postId: id, parentComment: addedId, content: reply.text }, as(reply.by, reply.hoursAgo).ctx);
          }
          summary.comments++;
        }
      }
    }),
  );

  await Promise.all(
    demoBuyListItems.map(async ({ by, ...wanted }) => {
      const { user, ctx } = as(by, 160);
      if (!done.buyListItems.has(`${user.id} ${wanted.make} ${wanted.model}`)) {
        await commands.buyLists.addBuyListItem({ ...wanted, retailReadyOnly: false, tradeIn: false }, ctx);
      }
      summary.buyListItems++;
    }),
  );
  return summary;
}
