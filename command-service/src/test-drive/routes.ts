import type { FastifyPluginAsync } from 'fastify';
import { requestTestDrive } from '@dtn/contracts/routes/leads';
import { setEventPosition } from '@dtn/platform/http/consistency';
import { limitPublicRoutes, type RateLimit } from '@dtn/platform/http/rate-limit';
import { registerRoute } from '@dtn/platform/http/register-route';
import { correlationIdOf } from '../shared/context-of';
import type { TestDriveHandlers } from './handlers';

/** A person fills the form a few times at most; a script filling the leads list is slowed down. */
const defaultTestDriveRateLimit: RateLimit = { max: 5, timeWindow: '1 minute' };

/** The landing page's public test-drive form; every rule is the test-drive decider's. */
export const testDriveRoutes =
  (testDrives: TestDriveHandlers, options: { rateLimit?: RateLimit } = {}): FastifyPluginAsync =>
  async (app) => {
    await limitPublicRoutes(app, options.rateLimit ?? defaultTestDriveRateLimit);

    registerRoute(app, requestTestDrive, async (request, reply) => {
      const { id, position } = await testDrives.requestTestDrive(request.body, { correlationId: correlationIdOf(request) });
      if (position) setEventPosition(reply, position);
      return reply.code(201).send({ id });
    });
  };
