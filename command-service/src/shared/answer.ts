import type { FastifyReply } from 'fastify';
import type { OfferStatus } from '@dtn/contracts';
import { formatPosition, type Position } from '@dtn/platform/event-store/port';
import { setEventPosition } from '@dtn/platform/http/consistency';

/** A command's position goes in the body and in the header the query side's read-your-writes
 * reads; a command that changed nothing has no position (and no header). */
export function answerPosition(reply: FastifyReply, position: Position | null): string | null {
  if (!position) return null;
  setEventPosition(reply, position);
  return formatPosition(position);
}

/** The answer of most commands: `{ id, position }`, with the offer's new status where useful. */
export function answer(reply: FastifyReply, { id, position }: { id: string; position: Position | null }, status?: OfferStatus) {
  return { id, position: answerPosition(reply, position), ...(status ? { status } : {}) };
}
