// Runs one code block in a fresh QuickJS runtime (WebAssembly): its own heap capped in size, an
// interrupt handler that stops it at the deadline, no host objects but a bounded console, JSON in and
// JSON out. Runs inside the sandbox worker, which the host kills from outside if this ever overruns
// (QuickJS does not call the interrupt handler inside one long native operation).
import type { CodeRunErrorKind, ExecuteCodeResponse } from '@parley/domain';
import type {
  QuickJSContext,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from 'quickjs-emscripten-core';

export interface RunLimits {
  timeMs: number;
  memoryBytes: number;
  maxOutputBytes: number;
  maxLogLines: number;
  maxLogBytes: number;
}

export interface RunJob {
  code: string;
  /** The input as JSON text (the host serialises it; the sandbox parses it with its own JSON). */
  inputJson: string;
  limits: RunLimits;
}

export interface RunOutcome {
  result: ExecuteCodeResponse;
  /** The module's memory may be large or its state broken: start a new worker for the next run. */
  recycle: boolean;
}

/** QuickJS's own stack limit, well inside the worker's native stack so overflow is a JS error. */
const MAX_STACK_BYTES = 256 * 1024;
const MODULE_NAME = 'code-block.js';

// Evaluated before the user's code, so the helpers hold the pristine JSON and Object.keys whatever
// the code later does to the globals. `format` cuts a console argument inside the sandbox, so a huge
// value is never copied out.
const PRELUDE = `(() => {
  const keys = Object.keys;
  const parse = JSON.parse;
  const stringify = JSON.stringify;
  const toText = String;
  return {
    parse: (text) => parse(text),
    stringify: (value) => {
      const text = stringify(value === undefined ? null : value);
      return text === undefined ? 'null' : text;
    },
    exported: (namespace) => {
      const names = keys(namespace).filter((name) => typeof namespace[name] === 'function');
      return names.length === 1 ? [names[0], namespace[names[0]]] : undefined;
    },
    format: (value, max) => {
      let text;
      if (typeof value === 'string') text = value;
      else {
        try { text = stringify(value); } catch { text = undefined; }
        if (text === undefined) text = toText(value);
      }
      return text.length > max ? text.slice(0, max) : text;
    },
  };
})()`;

class Logs {
  lines: string[] = [];
  bytes = 0;
  truncated = false;
  constructor(private readonly limits: RunLimits) {}

  full(): boolean {
    return this.lines.length >= this.limits.maxLogLines || this.room() === 0;
  }

  room(): number {
    return Math.max(0, this.limits.maxLogBytes - this.bytes);
  }

  add(line: string): void {
    if (this.lines.length >= this.limits.maxLogLines || line.length > this.room()) {
      this.truncated = true;
      const rest = this.room();
      if (rest > 0 && this.lines.length < this.limits.maxLogLines) this.lines.push(line.slice(0, rest));
      this.bytes = this.limits.maxLogBytes;
      return;
    }
    this.lines.push(line);
    this.bytes += line.length;
  }
}

class RunError extends Error {
  constructor(
    readonly kind: CodeRunErrorKind,
    message: string,
  ) {
    super(message);
  }
}

interface Sandbox {
  runtime: QuickJSRuntime;
  context: QuickJSContext;
  helpers: QuickJSHandle;
  interrupted: () => boolean;
}

/** Turns an error thrown inside the sandbox into a kind and a message, disposing the handle. */
function describe(sandbox: Sandbox, error: QuickJSHandle): RunError {
  let name = 'Error';
  let message = '';
  try {
    const dumped: unknown = sandbox.context.dump(error);
    if (typeof dumped === 'object' && dumped !== null) {
      const fields = dumped as { name?: unknown; message?: unknown };
      name = typeof fields.name === 'string' ? fields.name : name;
      message = typeof fields.message === 'string' ? fields.message : JSON.stringify(dumped);
    } else {
      message = String(dumped);
    }
  } catch {
    message = 'out of memory';
  } finally {
    error.dispose();
  }
  if (sandbox.interrupted() || message === 'interrupted') {
    return new RunError('timeout', `The code ran longer than its time limit and was stopped.`);
  }
  if (/out of memory/i.test(message))
    return new RunError('memory', 'The code used more memory than allowed.');
  if (/stack overflow|call stack size/i.test(message)) {
    return new RunError('stack-overflow', 'The code recursed too deeply (stack overflow).');
  }
  return new RunError('runtime-error', `${name}: ${message}`);
}

function unwrap(sandbox: Sandbox, result: { error?: QuickJSHandle; value?: QuickJSHandle }): QuickJSHandle {
  if (result.error) throw describe(sandbox, result.error);
  return result.value as QuickJSHandle;
}

/** The value a promise settles to (running its jobs), or the value itself when it is not a promise. */
function settle(sandbox: Sandbox, handle: QuickJSHandle): QuickJSHandle {
  const { context, runtime } = sandbox;
  for (;;) {
    const state = context.getPromiseState(handle);
    if (state.type === 'fulfilled') {
      if (state.notAPromise) return handle;
      handle.dispose();
      return state.value;
    }
    if (state.type === 'rejected') {
      handle.dispose();
      throw describe(sandbox, state.error);
    }
    const jobs = runtime.executePendingJobs();
    if (jobs.error) {
      handle.dispose();
      throw describe(sandbox, jobs.error);
    }
    if (jobs.value === 0) {
      handle.dispose();
      throw new RunError(
        'runtime-error',
        'The code awaits something that never settles (code blocks have no timers or network).',
      );
    }
  }
}

function callHelper(sandbox: Sandbox, name: string, ...args: QuickJSHandle[]): QuickJSHandle {
  const helper = sandbox.context.getProp(sandbox.helpers, name);
  try {
    return unwrap(sandbox, sandbox.context.callFunction(helper, sandbox.context.undefined, ...args));
  } finally {
    helper.dispose();
  }
}

function installConsole(sandbox: Sandbox, logs: Logs): void {
  const { context } = sandbox;
  const consoleObject = context.newObject();
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const print = context.newFunction(level, (...args) => {
      // Once the log is full, further lines cost nothing: they are only counted as dropped.
      if (logs.full()) {
        logs.truncated = true;
        return;
      }
      const parts = args.map((arg) => {
        const max = context.newNumber(logs.room());
        try {
          const text = callHelper(sandbox, 'format', arg, max);
          try {
            return context.getString(text);
          } finally {
            text.dispose();
          }
        } finally {
          max.dispose();
        }
      });
      logs.add(`${level === 'log' ? '' : `[${level}] `}${parts.join(' ')}`);
    });
    context.setProp(consoleObject, level, print);
    print.dispose();
  }
  context.setProp(context.global, 'console', consoleObject);
  consoleObject.dispose();
}

function evaluate(sandbox: Sandbox, job: RunJob): unknown {
  const { context } = sandbox;
  const namespace = settle(
    sandbox,
    unwrap(sandbox, context.evalCode(job.code, MODULE_NAME, { type: 'module' })),
  );
  let exported: QuickJSHandle;
  try {
    exported = callHelper(sandbox, 'exported', namespace);
  } finally {
    namespace.dispose();
  }
  if (context.typeof(exported) !== 'object') {
    exported.dispose();
    throw new RunError('not-a-function', 'The code must export exactly one function, of `input`.');
  }
  const fn = context.getProp(exported, 1);
  exported.dispose();
  const inputText = context.newString(job.inputJson);
  let input: QuickJSHandle;
  try {
    input = callHelper(sandbox, 'parse', inputText);
  } finally {
    inputText.dispose();
  }
  let returned: QuickJSHandle;
  try {
    returned = settle(sandbox, unwrap(sandbox, context.callFunction(fn, context.undefined, input)));
  } finally {
    input.dispose();
    fn.dispose();
  }
  let text: QuickJSHandle;
  try {
    text = callHelper(sandbox, 'stringify', returned);
  } catch (error) {
    if (error instanceof RunError && error.kind === 'runtime-error') {
      throw new RunError('runtime-error', `The returned value is not JSON: ${error.message}`);
    }
    throw error;
  } finally {
    returned.dispose();
  }
  try {
    const length = context.getProp(text, 'length');
    const size = context.getNumber(length);
    length.dispose();
    // JSON text is mostly ASCII; a length in UTF-16 units under the cap is checked in bytes below.
    if (size > job.limits.maxOutputBytes) throw tooLarge(job.limits);
    const json = context.getString(text);
    if (Buffer.byteLength(json) > job.limits.maxOutputBytes) throw tooLarge(job.limits);
    // The host's JSON.parse builds plain data: a "__proto__" key becomes an own property, nothing more.
    return JSON.parse(json) as unknown;
  } finally {
    text.dispose();
  }
}

function tooLarge(limits: RunLimits): RunError {
  return new RunError(
    'output-too-large',
    `The returned value is larger than ${Math.round(limits.maxOutputBytes / 1024)} KB of JSON.`,
  );
}

/** Runs `job` in a new runtime of `module`; never throws (a broken module is reported as `recycle`). */
export function runCodeBlock(module: QuickJSWASMModule, job: RunJob): RunOutcome {
  const started = performance.now();
  const logs = new Logs(job.limits);
  const deadline = Date.now() + job.limits.timeMs;
  let interrupted = false;
  let recycle = false;
  const elapsed = () => Math.round((performance.now() - started) * 100) / 100;
  const failed = (kind: CodeRunErrorKind, message: string): ExecuteCodeResponse => ({
    status: 'error',
    error: { kind, message },
    logs: logs.lines,
    logsTruncated: logs.truncated,
    durationMs: elapsed(),
  });

  let runtime: QuickJSRuntime | null = null;
  let context: QuickJSContext | null = null;
  let helpers: QuickJSHandle | null = null;
  let result: ExecuteCodeResponse;
  try {
    runtime = module.newRuntime();
    runtime.setMemoryLimit(job.limits.memoryBytes);
    runtime.setMaxStackSize(MAX_STACK_BYTES);
    runtime.setInterruptHandler(() => {
      if (Date.now() > deadline) interrupted = true;
      return interrupted;
    });
    context = runtime.newContext();
    const bare = { runtime, context, helpers: context.undefined, interrupted: () => interrupted };
    helpers = unwrap(bare, context.evalCode(PRELUDE, 'prelude.js'));
    const sandbox: Sandbox = { ...bare, helpers };
    installConsole(sandbox, logs);
    const output = evaluate(sandbox, job);
    result = { status: 'ok', output, logs: logs.lines, logsTruncated: logs.truncated, durationMs: elapsed() };
  } catch (error) {
    if (error instanceof RunError) {
      result = failed(error.kind, error.message);
      recycle = error.kind === 'memory' || error.kind === 'timeout';
    } else {
      result = failed('sandbox-failure', 'The sandbox failed while running the code.');
      recycle = true;
    }
  }
  try {
    helpers?.dispose();
    context?.dispose();
    runtime?.dispose();
  } catch {
    // A runtime left inconsistent (an allocation failed mid-operation) cannot be freed; drop the module.
    recycle = true;
  }
  return { result, recycle };
}
