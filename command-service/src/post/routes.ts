import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { createPost, deletePost, uploadPostMedia } from '@dtn/contracts/routes/social-commands';
import { registerRoute } from '@dtn/platform/http/register-route';
import { answer } from '../shared/answer';
import { contextOf } from '../shared/context-of';
import type { PostHandlers } from './handlers';
import { discardRestOfBody, multipartLimits, multipartUpload } from './uploaded-files';

export interface PostRouteOptions {
  /** Most bytes one uploaded file may have. */
  maxFileBytes: number;
}

/** The social-feed writes of spec section 7 on posts; every rule is the post decider's. */
export const postRoutes =
  (posts: PostHandlers, options: PostRouteOptions): FastifyPluginAsync =>
  async (app) => {
    // Scoped to these routes: the multipart parser is registered in this plugin only.
    await app.register(fastifyMultipart, { limits: multipartLimits(options.maxFileBytes), throwFileSizeLimit: true });

    registerRoute(app, createPost, async (request, reply) => {
      const { sellAuthority, dealershipIds } = request.user;
      return reply.send(answer(reply, await posts.createPost(request.body, { sellAuthority, dealershipIds }, contextOf(request))));
    });

    registerRoute(app, uploadPostMedia, async (request, reply) => {
      // Files are received to a folder of this request's own (the OS's temporary folder), gone
      // when it is answered, whatever the answer.
      const folder = await mkdtemp(join(tmpdir(), 'dtn-upload-'));
      try {
        const upload = multipartUpload(request, folder, options.maxFileBytes);
        const done = await posts.uploadMedia(request.params.id, upload, contextOf(request));
        return reply.send({ ...answer(reply, done), media: done.media, attached: done.attached, skipped: done.skipped });
      } catch (error) {
        discardRestOfBody(request);
        throw error;
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });

    registerRoute(app, deletePost, async (request, reply) => {
      const ctx = { ...contextOf(request), mayDeletePost: request.user.permissions.has('DeletePost') };
      return reply.send(answer(reply, await posts.deletePost(request.params, ctx)));
    });
  };
