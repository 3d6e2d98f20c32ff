import { newId } from '@dtn/platform/commands/ids';
import type { CommandMetadata } from '@dtn/platform/commands/handle-command';
import type { Position } from '@dtn/platform/event-store/port';
import type { Actor } from './actor';

/** Who acts, and the request's correlation id and clock (both default here, at the edge, so the
 * deciders stay pure). */
export interface CommandContext {
  /** null = the system (demo seed, import CLI). */
  actor: Actor | null;
  correlationId?: string;
  now?: Date;
}

const machineClock = () => new Date();
let commandClock: () => Date = machineClock;

/** Where commands not given a time take it from: the machine's clock, or (ADJUSTABLE_CLOCK) the
 * embedded server's adjustable one, so that when a test moves time the deadlines the commands set
 * move with the scheduler that fires them. `null` puts the machine's back. */
export function setCommandClock(clock: (() => Date) | null): void {
  commandClock = clock ?? machineClock;
}

export function commandMetadata(ctx: CommandContext): CommandMetadata {
  return { userId: ctx.actor?.id ?? null, correlationId: ctx.correlationId ?? newId(), now: ctx.now ?? commandClock() };
}

/** What most use cases answer: the id of what they acted on (or created), and the position of
 * the last event they appended, null when they changed nothing. */
export interface Done {
  id: string;
  position: Position | null;
}

/** The context of a use case only a signed-in user runs (the route's auth guarantees the actor). */
export type ActorContext = CommandContext & { actor: Actor };
