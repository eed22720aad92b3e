// The code-block sandbox's worker thread: instantiates QuickJS from the WebAssembly module the host
// compiled (quickjs-wasm.ts), then runs one job per message in a fresh QuickJS runtime. The host
// (sandbox-pool.ts) starts it with an empty environment and a heap cap, and terminates it when a run
// overruns. Bundled as its own entry (functions/build.mjs) so the deployed functions can start it.
import { parentPort, workerData } from 'node:worker_threads';
import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten-core';
import { runCodeBlock, type RunJob } from './run-code-block';

/** What the host starts the worker with. */
export interface SandboxWorkerData {
  /** QuickJS compiled once per process; this worker's instance of it has its own memory. */
  wasmModule: WebAssembly.Module;
}

/** What the host posts: a job with the id its answer echoes. */
export interface SandboxRequest {
  id: number;
  job: RunJob;
}

const port = parentPort;
if (!port) throw new Error('sandbox-worker.ts runs only as a worker thread');
const { wasmModule } = (workerData ?? {}) as Partial<SandboxWorkerData>;
if (!wasmModule) throw new Error('sandbox-worker.ts needs the compiled QuickJS in workerData.wasmModule');
// The variant's glue code with the host's compiled module: instantiate only, no file read or compile.
const quickjs = await newQuickJSWASMModuleFromVariant(newVariant(variant, { wasmModule }));

port.on('message', (request: SandboxRequest) => {
  port.postMessage({ id: request.id, ...runCodeBlock(quickjs, request.job) });
});
// One throw-away run first: V8 compiles WebAssembly functions lazily, on first call, which would
// otherwise land on the first user's run (tens of milliseconds). Compiled code belongs to the shared
// module, so in a later worker of the process this run finds it already compiled.
runCodeBlock(quickjs, {
  code: 'export default function warmUp(input) { console.log(input); return JSON.parse(JSON.stringify(input)); }',
  inputJson: '{"warm":true}',
  limits: {
    timeMs: 1000,
    memoryBytes: 8 * 1024 * 1024,
    maxOutputBytes: 1024,
    maxLogLines: 1,
    maxLogBytes: 1024,
  },
});
// The host sends jobs only once the worker is ready, so a job's time limit never includes the start.
port.postMessage({ ready: true });
