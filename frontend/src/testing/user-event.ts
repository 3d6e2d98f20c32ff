import userEventPackage, { type UserEvent } from '@testing-library/user-event';

/**
 * user-event as the tests use it: the same calls, without its pause after each key and click.
 * The package waits a setTimeout(0) there by default (at least 1 ms in Node) so that a page's own
 * timers can run between keys; React Testing Library's act() already applies each update before
 * the next event, so the pause only left the worker idle: 2 s of the frontend project's 43 s in one
 * process (bench/README.md). Without a pause it needs nothing from jest's fake clock either. A
 * test's own options still win; a test on the fake clock that asks for a `delay` passes
 * `advanceTimers: jest.advanceTimersByTime` with it.
 *   await userEvent.type(screen.getByLabelText('VIN'), vin);
 *   const user = userEvent.setup();
 */
type Package = typeof userEventPackage;
type OptionsOf<Call extends (...args: never[]) => unknown, At extends number> = Parameters<Call>[At];

const noPause = { delay: null };

export const userEvent = {
  setup: (options?: OptionsOf<Package['setup'], 0>) => userEventPackage.setup({ ...noPause, ...options }),
  click: (element: Element, options?: OptionsOf<Package['click'], 1>) => userEventPackage.click(element, { ...noPause, ...options }),
  type: (element: Element, text: string, options?: OptionsOf<Package['type'], 2>) =>
    userEventPackage.type(element, text, { ...noPause, ...options }),
  selectOptions: (select: Element, values: Parameters<Package['selectOptions']>[1], options?: OptionsOf<Package['selectOptions'], 2>) =>
    userEventPackage.selectOptions(select, values, { ...noPause, ...options }),
  upload: (element: HTMLElement, files: File | File[], options?: OptionsOf<Package['upload'], 2>) =>
    userEventPackage.upload(element, files, { ...noPause, ...options }),
  // The package's clear takes no options: the same call on an instance that has them.
  clear: (element: Element) => userEventPackage.setup({ ...noPause, writeToClipboard: false }).clear(element),
};

export type { UserEvent };
