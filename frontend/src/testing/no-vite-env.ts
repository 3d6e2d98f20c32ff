/** jest.config.ts maps `shared/vite-env` here for the unit tests: no Vite, so every setting takes its default. */
export const viteEnv: Record<string, string | undefined> = {};
