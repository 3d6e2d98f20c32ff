/**
 * jest.config.ts: the unit projects' runtime. Jest compiles every module again for every test file
 * (through vm.compileFunction: the unit projects compile to CommonJS). This keeps V8's code cache
 * of each module in the worker's memory, taken after the module ran in the worker's test file
 * (so it holds the functions that ran, compiled too): the worker's later test files deserialize
 * code instead of parsing and compiling it again. The cache is keyed by the module's source and
 * file name, so a changed file compiles afresh.
 */
const { createHash } = require('node:crypto');
const vm = require('node:vm');

const caches = new Map();
/** Compiled from source in the current test file; cached when the next test file starts. */
let pending = [];
let currentContext;

const keyOf = (kind, filename, source) => createHash('sha1').update(`${kind}\0${filename}\0${source}`).digest('base64');
// A module compiled from V8's cache loses its dynamic-import callback (Node 20), so one that may
// call import() always compiles from source.
const cacheable = (source) => !source.includes('import(');

function startOf(context) {
  if (context === currentContext) return;
  currentContext = context;
  for (const [key, compiled] of pending) caches.set(key, compiled.createCachedData());
  pending = [];
}

const compileFunction = vm.compileFunction;
vm.compileFunction = function compileWithCodeCache(code, params = [], options = {}) {
  if (options.cachedData || options.produceCachedData || options.contextExtensions || !cacheable(code))
    return compileFunction.call(this, code, params, options);
  startOf(options.parsingContext);
  const key = keyOf(`cjs:${params.join(',')}`, options.filename, code);
  const cachedData = caches.get(key);
  const script = new vm.Script(`(function (${params.join(', ')}) {${code}\n})`, {
    filename: options.filename,
    cachedData,
    importModuleDynamically: options.importModuleDynamically,
  });
  if (!cachedData || script.cachedDataRejected) pending.push([key, script]);
  return options.parsingContext ? script.runInContext(options.parsingContext) : script.runInThisContext();
};

module.exports = require('jest-runtime');
