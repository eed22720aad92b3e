// QuickJS's WebAssembly, compiled once per process by the host and handed to every sandbox worker, which
// only instantiates it. A compiled module is code alone: each worker's instance gets its own linear
// memory, and each run a fresh runtime inside it, so sharing it shares nothing a run could see. V8 also
// shares the functions it compiles lazily on first call between all instances of one module, so only the
// first worker of a process pays for them. docs/integrations.md ("Latency").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The package's WebAssembly file (an export of the variant the worker loads its glue code from). */
const WASM_SPECIFIER = '@jitl/quickjs-wasmfile-release-sync/wasm';

/**
 * Node's WebAssembly global. TypeScript declares its values only in the DOM and WebWorker libs, which
 * the functions do not load (they would declare browser globals Node lacks), so its one constructor used
 * here is typed by hand.
 */
const { Module: CompiledModule } = (
  globalThis as unknown as { WebAssembly: { Module: new (bytes: Uint8Array) => WebAssembly.Module } }
).WebAssembly;

let compiled: WebAssembly.Module | null = null;

/**
 * The process's compiled QuickJS module. Synchronous on purpose: with V8's lazy compilation it only
 * decodes and validates about 0.5 MB, once, and the pool can start a worker on the spot.
 */
export function quickJSWasmModule(): WebAssembly.Module {
  compiled ??= new CompiledModule(readFileSync(createRequire(import.meta.url).resolve(WASM_SPECIFIER)));
  return compiled;
}
