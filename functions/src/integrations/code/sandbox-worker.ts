// The code-block sandbox's worker thread: loads the QuickJS WebAssembly module once, then runs one job
// per message in a fresh QuickJS runtime. The host (sandbox-pool.ts) starts it with an empty
// environment and a heap cap, and terminates it when a run overruns. Bundled as its own entry
// (functions/build.mjs) so the deployed functions can start it.
import { parentPort } from 'node:worker_threads';
import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant } from 'quickjs-emscripten-core';
import { runCodeBlock, type RunJob } from './run-code-block';

/** What the host posts: a job with the id its answer echoes. */
export interface SandboxRequest {
  id: number;
  job: RunJob;
}

const port = parentPort;
if (!port) throw new Error('sandbox-worker.ts runs only as a worker thread');
const quickjs = await newQuickJSWASMModuleFromVariant(variant);

port.on('message', (request: SandboxRequest) => {
  port.postMessage({ id: request.id, ...runCodeBlock(quickjs, request.job) });
});
// The host sends jobs only once the module is loaded, so a job's time limit never includes the load.
port.postMessage({ ready: true });
