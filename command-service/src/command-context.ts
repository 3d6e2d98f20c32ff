import { newId } from '@dtn/platform/commands/ids';
import type { CommandMetadata } from '@dtn/platform/commands/handle-command';
import type { Actor } from './actor';

/** Who acts, and the request's correlation id and clock (both default here, at the edge, so the
 * deciders stay pure). */
export interface CommandContext {
  /** null = the system (demo seed, import CLI). */
  actor: Actor | null;
  correlationId?: string;
  now?: Date;
}

export function commandMetadata(ctx: CommandContext): CommandMetadata & { now: Date } {
  const now = ctx.now ?? new Date();
  return { userId: ctx.actor?.id ?? null, correlationId: ctx.correlationId ?? newId(), occurredAt: now, now };
}
