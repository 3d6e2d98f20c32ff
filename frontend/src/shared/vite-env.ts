/** Vite's build-time `import.meta.env`. The unit tests, compiled to CommonJS, get `testing/no-vite-env.ts` instead. */
export const viteEnv: Record<string, string | undefined> = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
