import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Tests move jest's fake clock (`jest.useFakeTimers()`) instead of waiting: the screens' debounces,
 * polls and countdowns fire when the test says so.
 */

/** Moves the fake clock by `ms`, letting React and the sagas run what falls due. */
export const moveClock = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

/** A user-event instance whose own pauses between keys and clicks move the fake clock. */
export const userOnFakeClock = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
