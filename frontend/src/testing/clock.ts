import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { userEvent } from './user-event';

/**
 * Tests move jest's fake clock (`jest.useFakeTimers()`) instead of waiting: the screens' debounces,
 * polls and countdowns fire when the test says so.
 */

/** Moves the fake clock by `ms`, letting React and the sagas run what falls due. */
export const moveClock = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

/** A user-event instance for a test on the fake clock: a pause the test asks for (`delay`) moves the clock. */
export const userOnFakeClock = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
