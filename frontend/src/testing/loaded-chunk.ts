/**
 * What `import()` is in the frontend's unit tests (testing/jest-transform.cjs puts it there): the
 * module is loaded with require, so it is there at once, and so is its answer. A thenable that calls
 * back at once lets React.lazy render a code-split screen in the same pass instead of showing its
 * Suspense fallback, which React 19 then holds on screen for 300 ms (FALLBACK_THROTTLE_MS) before
 * the screen may replace it: idle time in every test that opens a screen first. The browser tests
 * load the real chunks.
 */
export function loadedChunk<T>(load: () => T | PromiseLike<T>): PromiseLike<T> {
  try {
    const value = load();
    if (value instanceof LoadedChunk) return value;
    // A callback that answers with a promise: from here on it is asynchronous, as a promise is.
    if (isThenable(value)) return Promise.resolve(value);
    return new LoadedChunk<T>({ value });
  } catch (error) {
    return new LoadedChunk<T>({ error });
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  (typeof value === 'object' || typeof value === 'function') &&
  value !== null &&
  typeof (value as PromiseLike<unknown>).then === 'function';

type Outcome<T> = { value: T } | { error: unknown };

class LoadedChunk<T> implements PromiseLike<T> {
  constructor(private readonly outcome: Outcome<T>) {}

  then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): PromiseLike<A | B> {
    const { outcome } = this;
    if ('value' in outcome) return onFulfilled ? loadedChunk(() => onFulfilled(outcome.value)) : (this as unknown as PromiseLike<A>);
    return onRejected ? loadedChunk(() => onRejected(outcome.error)) : (this as unknown as PromiseLike<B>);
  }

  catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): PromiseLike<T | B> {
    return this.then(undefined, onRejected);
  }

  finally(onFinally?: (() => void) | null): PromiseLike<T> {
    onFinally?.();
    return this;
  }
}
