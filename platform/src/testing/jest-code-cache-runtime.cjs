/**
 * jest.config.ts: the unit projects' runtime. Jest loads every module afresh for every test file:
 * it reads the file and compiles it (through vm.compileFunction: the unit projects compile to
 * CommonJS). This runtime keeps two things in the worker's memory for its later test files:
 * - each module's source, while the file's modification time and size stay the same;
 * - V8's code cache of each module, taken after the module ran in the worker's test file (so it
 *   holds the functions that ran, compiled too): later test files deserialize code instead of
 *   parsing and compiling it again. The cache is keyed by the module's source and file name, so a
 *   changed file compiles afresh.
 */
const fs = require('node:fs');
const vm = require('node:vm');
const JestRuntime = require('jest-runtime').default;

/** File name → the source it was compiled from and V8's code cache of it. */
const caches = new Map();
/** Compiled from source in the current test file; cached when the next test file starts. */
let pending = [];
let currentContext;
// A module that calls import() compiles from source, as jest compiles it, with jest's
// dynamic-import callback: V8's cache drops that callback on Node 20 (seen here with ES modules).
// Ours have none left (swc compiles import() to require()); a dependency's may. The others compile
// without the callback, which they never call: on Node 20 a script given one keeps its test file's
// whole context alive after the file ends (the worker's heap grew by 20 MB a file, and the garbage
// collector's work with it).
const cacheable = (source) => !/\bimport\s*\(/.test(source);

function startOf(context) {
  if (context === currentContext) return;
  currentContext = context;
  for (const [filename, source, script] of pending) caches.set(filename, { source, cachedData: script.createCachedData() });
  pending = [];
}

const compileFunction = vm.compileFunction;
vm.compileFunction = function compileWithCodeCache(code, params = [], options = {}) {
  if (options.cachedData || options.produceCachedData || options.contextExtensions || !options.filename)
    return compileFunction.call(this, code, params, options);
  const source = `(function (${params.join(', ')}) {${code}\n})`;
  const cached = caches.get(options.filename);
  const cachedData = cached?.source === source ? cached.cachedData : undefined;
  if (!cachedData && !cacheable(code)) return compileFunction.call(this, code, params, options);
  startOf(options.parsingContext);
  const script = new vm.Script(source, { filename: options.filename, cachedData });
  if (!cachedData || script.cachedDataRejected) pending.push([options.filename, source, script]);
  return options.parsingContext ? script.runInContext(options.parsingContext) : script.runInThisContext();
};

/** File name → its source, and the file's modification time and size when it was read. */
const sources = new Map();
const stamp = (filename) => {
  const stats = fs.statSync(filename, { throwIfNoEntry: false });
  return stats ? `${stats.mtimeMs}:${stats.size}` : '';
};
/** Jest's map of the sources one test file read, answering from the worker's earlier test files
 * while the file is unchanged (a stat instead of a read). */
class WorkerSources extends Map {
  get(filename) {
    const own = super.get(filename);
    if (own !== undefined) return own;
    const earlier = sources.get(filename);
    if (earlier && earlier.stamp === stamp(filename)) {
      super.set(filename, earlier.source);
      return earlier.source;
    }
    return undefined;
  }
  set(filename, source) {
    sources.set(filename, { source, stamp: stamp(filename) });
    return super.set(filename, source);
  }
}

class RuntimeWithWorkerCaches extends JestRuntime {
  constructor(config, environment, resolver, transformer, cacheFS, ...rest) {
    const workerSources = new WorkerSources();
    for (const [filename, source] of cacheFS) workerSources.set(filename, source);
    super(config, environment, resolver, transformer, workerSources, ...rest);
  }
}
module.exports = RuntimeWithWorkerCaches;
