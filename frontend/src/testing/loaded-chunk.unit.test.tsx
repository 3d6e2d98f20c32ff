import { describe, expect, it } from '@jest/globals';
import { lazy, Suspense, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { loadedChunk } from './loaded-chunk';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the transform is jest's CommonJS module
const { withLoadedChunks } = require('./jest-transform.cjs') as { withLoadedChunks: (code: string) => string };

describe("import() in the frontend's unit tests", () => {
  it("is rewritten from swc's promise of require to a loaded chunk", () => {
    const swc =
      'const Page = (0, _react.lazy)(()=>Promise.resolve().then(()=>/*#__PURE__*/ _interop_require_wildcard(require("./page"))));';
    const code = withLoadedChunks(swc);
    expect(code).not.toContain('Promise.resolve()');
    expect(code).toMatch(
      /require\(".*loaded-chunk\.ts"\)\.loadedChunk\(\(\)=>\/\*#__PURE__\*\/ _interop_require_wildcard\(require\("\.\/page"\)\)\)\);$/,
    );
  });

  it('answers at once, in this file too', () => {
    let loaded: unknown;
    void import('./request-url').then((module) => {
      loaded = module;
    });
    expect(loaded).toHaveProperty('requestUrl');
  });

  it('lets React.lazy render the screen in the same pass, with no fallback', () => {
    // Typed as import() is: the transform puts a loaded chunk where the compiler saw a promise.
    const Screen = lazy(() => loadedChunk(() => ({ default: () => <p>the screen</p> })) as Promise<{ default: () => ReactElement }>);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('chains at once, and a module that throws rejects', async () => {
    const seen: string[] = [];
    void loadedChunk(() => 'module')
      .then((value) => `${value}, then`)
      .then((value) => seen.push(value));
    expect(seen).toEqual(['module, then']);
    const broken = loadedChunk(() => {
      throw new Error('no such module');
    });
    await expect(broken).rejects.toThrow('no such module');
  });
});
