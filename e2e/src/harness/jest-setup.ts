import { jest } from '@jest/globals';

/** Browser journeys take minutes on a busy two-core machine: jest's testTimeout is global (a
 * project's own is ignored), so the browser suites set theirs here. */
jest.setTimeout(600_000);
