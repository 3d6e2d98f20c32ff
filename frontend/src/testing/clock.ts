import { jest } from '@jest/globals';
import { act } from '@testing-library/react';

/**
 * Tests move jest's fake clock (`jest.useFakeTimers()`) instead of waiting: the screens' debounces,
 * polls and countdowns fire when the test says so. The tests' userEvent (./user-event.ts) works on
 * it as it is: it has no pause of its own to wait out.
 */

/** Moves the fake clock by `ms`, letting React and the sagas run what falls due. */
export const moveClock = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
