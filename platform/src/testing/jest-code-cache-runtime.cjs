/**
 * jest.config.ts: the unit projects' runtime. Jest compiles every module again for every test file
 * (through vm.compileFunction: the unit projects compile to CommonJS). This keeps V8's code cache
 * of each module in the worker's memory, taken after the module ran in the worker's test file
 * (so it holds the functions that ran, compiled too): the worker's later test files deserialize
 * code instead of parsing and compiling it again. The cache is keyed by the module's source and
 * file name, so a changed file compiles afresh.
 */
const vm = require('node:vm');

/** File name → the source it was compiled from and V8's code cache of it. */
const caches = new Map();
/** Compiled from source in the current test file; cached when the next test file starts. */
let pending = [];
let currentContext;
// V8's cache drops a script's dynamic-import callback on Node 20 (seen here with ES modules), so a
// module that calls import() always compiles from source. Ours have none left (swc compiles
// import() to require()); a dependency's may.
const cacheable = (source) => !source.includes('import(');

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
  const script = new vm.Script(source, {
    filename: options.filename,
    cachedData,
    importModuleDynamically: options.importModuleDynamically,
  });
  if (!cachedData || script.cachedDataRejected) pending.push([options.filename, source, script]);
  return options.parsingContext ? script.runInContext(options.parsingContext) : script.runInThisContext();
};

module.exports = require('jest-runtime');
