import type { FastifyPluginAsync } from 'fastify';
import { createComment } from '@dtn/contracts/routes/social-commands';
import { registerRoute } from '@dtn/platform/http/register-route';
import { answer } from '../shared/answer';
import { contextOf } from '../shared/context-of';
import type { CommentHandlers } from './handlers';

/** Comments and replies on posts (spec section 7); every rule is the comment decider's. */
export const commentRoutes =
  (comments: CommentHandlers): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, createComment, async (request, reply) =>
      reply.send(answer(reply, await comments.addComment(request.body, contextOf(request)))),
    );
  };
