import { currentCommandName, namedCommands } from './command-name';

describe('namedCommands', () => {
  const module = namedCommands('offers', {
    async accept() {
      await Promise.resolve();
      return currentCommandName();
    },
    async acceptThenNotify() {
      // A use case calling another keeps the outer name: it is one command.
      return module.accept();
    },
    limit: 3,
  });

  it('runs each function under <prefix>.<name>, also across awaits', async () => {
    await expect(module.accept()).resolves.toBe('offers.accept');
    expect(currentCommandName()).toBeUndefined();
  });

  it('keeps the outermost name for nested use cases and leaves other members alone', async () => {
    await expect(module.acceptThenNotify()).resolves.toBe('offers.acceptThenNotify');
    expect(module.limit).toBe(3);
  });
});
