/**
 * jest.config.ts: the transform of the frontend's unit tests. It is @swc/jest's, compiling to
 * CommonJS, with one change: swc writes `import('./x')` as a promise of `require('./x')`, which
 * resolves only after the current render; here it is a `loadedChunk` of it (./loaded-chunk.ts),
 * which answers at once, so React.lazy renders the screen without a Suspense fallback.
 */
const path = require('node:path');
const swcJest = require('@swc/jest');

const helper = JSON.stringify(path.join(__dirname, 'loaded-chunk.ts'));
const dynamicImport = /Promise\.resolve\(\)\.then\(\(\)=>(\/\*#__PURE__\*\/ )?_interop_require_wildcard\(require\(("[^"]+")\)\)\)/g;

/** swc's CommonJS output with each `import()` made a loaded chunk. */
const withLoadedChunks = (code) =>
  code.replace(
    dynamicImport,
    (_, pure = '', specifier) => `require(${helper}).loadedChunk(()=>${pure}_interop_require_wildcard(require(${specifier})))`,
  );

module.exports = {
  withLoadedChunks,
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    return {
      ...swc,
      process(source, filename, jestOptions) {
        const output = swc.process(source, filename, jestOptions);
        return { ...output, code: withLoadedChunks(output.code) };
      },
      getCacheKey: (...args) => `${swc.getCacheKey(...args)}:loaded-chunks-1`,
    };
  },
};
