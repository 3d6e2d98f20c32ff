import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { createComment, createPost, deletePost, uploadPostMedia } from '@dtn/contracts/routes/social-commands';
import { ValidationError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { Actor } from '../actor';
import { maxMediaPerPost } from '../post/decide';
import type { PostCommands, UploadedFile } from '../post-commands';
import { contextOf } from './actor-of';
import { answer } from './answer';

export interface PostRouteOptions {
  /** Most bytes one uploaded file may have. */
  maxFileBytes: number;
}

const actorContext = (request: FastifyRequest) => {
  const ctx = contextOf(request);
  return { ...ctx, actor: ctx.actor as Actor };
};

/** Reads every file part into memory, refusing a file over the limit and far too many files. */
async function readFiles(request: FastifyRequest, maxFileBytes: number): Promise<UploadedFile[]> {
  if (!request.isMultipart()) {
    throw new ValidationError('Upload the files as multipart/form-data.', [{ field: 'body', message: 'multipart/form-data with file parts expected.' }]);
  }
  const files: UploadedFile[] = [];
  try {
    // One more than a post holds, so the sixth file is refused by the post's rule, not busboy's.
    for await (const part of request.files({ limits: { fileSize: maxFileBytes, files: maxMediaPerPost + 1 } })) {
      files.push({ name: part.filename || `file-${files.length + 1}`, bytes: new Uint8Array(await part.toBuffer()) });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ValidationError('A file is too large.', [{ field: `body.files[${files.length}]`, message: `A file may have at most ${maxFileBytes} bytes.` }]);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new ValidationError('Too many files.', [{ field: 'body.files', message: `A post carries at most ${maxMediaPerPost} files.` }]);
    }
    throw error;
  }
  return files;
}

/** The social-feed writes of spec section 7; every rule is the post and comment deciders'. */
export const postCommandRoutes =
  (posts: PostCommands, options: PostRouteOptions): FastifyPluginAsync =>
  async (app) => {
    // Scoped to these routes: the multipart parser is registered in this plugin only.
    await app.register(fastifyMultipart);

    registerRoute(app, createPost, async (request, reply) => {
      const { sellAuthority, dealershipIds } = request.user;
      return reply.send(answer(reply, await posts.createPost(request.body, { sellAuthority, dealershipIds }, actorContext(request))));
    });

    registerRoute(app, uploadPostMedia, async (request, reply) => {
      const files = await readFiles(request, options.maxFileBytes);
      const done = await posts.uploadMedia(request.params.id, files, actorContext(request));
      return reply.send({ ...answer(reply, done), media: done.media, attached: done.attached, skipped: done.skipped });
    });

    registerRoute(app, deletePost, async (request, reply) => {
      const ctx = { ...actorContext(request), mayDeletePost: request.user.permissions.has('DeletePost') };
      return reply.send(answer(reply, await posts.deletePost(request.params.id, ctx)));
    });

    registerRoute(app, createComment, async (request, reply) =>
      reply.send(answer(reply, await posts.addComment(request.body, actorContext(request)))));
  };
