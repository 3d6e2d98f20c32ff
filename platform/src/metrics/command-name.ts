import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The name of the use case being run ('offers.acceptOffer'), so that commands_total counts
 * commands by type without every call of handleCommand naming itself: `namedCommands` wraps a
 * command module once, and handleCommand reads the name of the outermost use case in progress.
 */
const current = new AsyncLocalStorage<string>();

export const currentCommandName = (): string | undefined => current.getStore();

/** Every function of `module` runs with the name `labels[function]`, else the function's own name
 * (unless a name is set already: a use case calling another is one command). */
export function namedCommands<T extends object>(module: T, labels: Readonly<Record<string, string>> = {}): T {
  const named = { ...module } as Record<string, unknown>;
  for (const [key, value] of Object.entries(module)) {
    if (typeof value !== 'function') continue;
    const fn = value as (...args: unknown[]) => unknown;
    const name = labels[key] ?? key;
    named[key] = (...args: unknown[]) => (current.getStore() ? fn.apply(module, args) : current.run(name, () => fn.apply(module, args)));
  }
  return named as T;
}
