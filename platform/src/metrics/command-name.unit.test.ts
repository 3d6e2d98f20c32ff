import { currentCommandName, namedCommands } from './command-name';

describe('namedCommands', () => {
  const module = namedCommands(
    {
      async accept() {
        await Promise.resolve();
        return currentCommandName();
      },
      async acceptThenNotify() {
        // A use case calling another keeps the outer name: it is one command.
        return module.accept();
      },
      async reject() {
        return currentCommandName();
      },
      limit: 3,
    },
    { accept: 'offers.accept', acceptThenNotify: 'offers.acceptThenNotify' },
  );

  it('runs each function under its label, also across awaits', async () => {
    await expect(module.accept()).resolves.toBe('offers.accept');
    expect(currentCommandName()).toBeUndefined();
  });

  it('names a function without a label by its own name', async () => {
    await expect(module.reject()).resolves.toBe('reject');
  });

  it('keeps the outermost name for nested use cases and leaves other members alone', async () => {
    await expect(module.acceptThenNotify()).resolves.toBe('offers.acceptThenNotify');
    expect(module.limit).toBe(3);
  });
});
