/**
 * Knip (`npm run lint` runs it): no unused files, exports, types or dependencies, and every
 * import of a package is declared by the workspace that makes it. Entries beyond what knip finds
 * by itself (package scripts, jest's test files): generators and child processes started by path.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      // file-type, zod: jest.config.ts maps them to their files for the unit level (workspaces
      // declare them).
      ignoreDependencies: ['jest-environment-jsdom', 'ts-node', 'file-type', 'zod'],
    },
    platform: {
      entry: [
        'src/process/shutdown-child.ts',
        'src/db/exit-code-child.ts',
        'src/db/embedded-postgres-child.ts',
        'src/db/jest-global-postgres.ts',
      ],
      ignoreDependencies: ['pino-pretty', '@types/smtp-server'],
    },
    // Its own entries replace knip's defaults, which found src/index.ts.
    'command-service': { entry: ['src/index.ts', 'src/post/upload-memory-server.ts'] },
    bench: { entry: ['src/push-server.ts', 'src/hostile-body.ts'], ignoreBinaries: ['wrk'] },
  },
  // The spec names the same interval twice (notification counts and incoming-offer counts).
  rules: { duplicates: 'off' },
};

export default config;
