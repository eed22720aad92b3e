import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Code, RpcError, type FirestoreEngine } from '../firestore/api.ts';
import { writeExport } from './export-files.ts';
import { readJsonObject, sendError, sendJson, sendText } from './http-io.ts';
import type { RulesFile, RulesStore } from './rules-store.ts';
import type { TriggerRegistry } from './trigger-registry.ts';

export interface ControlDependencies {
  engine: FirestoreEngine;
  rules: RulesStore;
  triggers: TriggerRegistry;
}

const RULES_PATH = /^\/emulator\/v1\/projects\/([^/:]+):securityRules$/;
const CLEAR_PATH = /^\/emulator\/v1\/projects\/([^/:]+)\/databases\/([^/:]+)\/documents$/;
const V1_TRIGGER_PATH = /^\/emulator\/v1\/projects\/([^/:]+)\/triggers\/([^/]+)$/;
const V2_TRIGGER_PATH = /^\/emulator\/v1\/projects\/([^/:]+)\/eventarcTrigger$/;
const EXPORT_PATH = /^\/emulator\/v1\/projects\/([^/:]+):export$/;
const READS_PATH = '/emulator/v1/reads';

/**
 * Emulator-only endpoints (docs/emulator.md#control-endpoints): readiness, rules upload, clearing data,
 * trigger registration and export; plus the documents-served counter benchmarks read (GET/DELETE
 * /emulator/v1/reads). Returns false for paths it does not own.
 */
export function createControlHandler(
  deps: ControlDependencies,
): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> {
  return async (req, res, url) => {
    const method = req.method ?? 'GET';
    const pathname = url.pathname;
    if (pathname === '/' && method === 'GET') {
      sendText(res, 200, 'Ok');
      return true;
    }
    if (!pathname.startsWith('/emulator/')) return false;
    try {
      let match: RegExpExecArray | null;
      if ((match = RULES_PATH.exec(pathname)) && method === 'PUT') {
        await putRules(deps.rules, decode(match[1]), req, res);
      } else if ((match = CLEAR_PATH.exec(pathname)) && method === 'DELETE') {
        deps.engine.clear(`projects/${decode(match[1])}/databases/${decode(match[2])}`);
        sendJson(res, 200, {});
      } else if ((match = V1_TRIGGER_PATH.exec(pathname)) && method === 'PUT') {
        deps.triggers.registerV1(decode(match[1]), decode(match[2]), await readJsonObject(req));
        sendJson(res, 200, {});
      } else if ((match = V2_TRIGGER_PATH.exec(pathname)) && method === 'POST') {
        const key = url.searchParams.get('eventarcTriggerId');
        if (!key) throw new RpcError(Code.INVALID_ARGUMENT, 'Missing eventarcTriggerId query parameter.');
        deps.triggers.registerV2(decode(match[1]), key, await readJsonObject(req));
        sendJson(res, 200, {});
      } else if ((match = EXPORT_PATH.exec(pathname)) && method === 'POST') {
        await exportData(deps.engine, req, res);
      } else if (pathname === READS_PATH && method === 'GET') {
        sendJson(res, 200, { ...deps.engine.readStats() });
      } else if (pathname === READS_PATH && method === 'DELETE') {
        deps.engine.resetReadStats();
        sendJson(res, 200, {});
      } else {
        throw new RpcError(Code.NOT_FOUND, `No emulator endpoint ${method} ${pathname}`);
      }
    } catch (error) {
      sendError(res, error);
    }
    return true;
  };
}

/**
 * Body `{"rules":{"files":[{"name"?, "content"}]}, "ignore_errors"?}` (rules-unit-testing omits name and
 * ignore_errors). Compile errors: 200 with issues when ignore_errors, else 400 — the previous ruleset
 * stays in force either way.
 */
async function putRules(
  rules: RulesStore,
  projectId: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = (await readJsonObject(req)) as {
    rules?: { files?: unknown };
    ignore_errors?: unknown;
    ignoreErrors?: unknown;
  };
  const files = parseRulesFiles(body.rules?.files);
  const { issues, installed } = rules.load(projectId, files);
  const ignoreErrors = body.ignore_errors === true || body.ignoreErrors === true;
  sendJson(res, installed || ignoreErrors ? 200 : 400, { issues });
}

function parseRulesFiles(files: unknown): RulesFile[] {
  if (!Array.isArray(files) || files.length === 0) {
    throw new RpcError(Code.INVALID_ARGUMENT, 'Expected {"rules":{"files":[{"name":…,"content":…}]}}.');
  }
  return files.map((file: unknown, index) => {
    const { name, content } = (file ?? {}) as { name?: unknown; content?: unknown };
    if (typeof content !== 'string')
      throw new RpcError(Code.INVALID_ARGUMENT, `rules.files[${index}].content must be a string.`);
    return { name: typeof name === 'string' && name !== '' ? name : 'firestore.rules', content };
  });
}

/** `{"export_directory": "/abs/dir", "export_name"?: "firestore_export"}` → `<dir>/<name>/firestore_export.json`. */
async function exportData(engine: FirestoreEngine, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJsonObject(req);
  const directory = body.export_directory ?? body.exportDirectory;
  const name = body.export_name ?? body.exportName;
  if (typeof directory !== 'string' || directory === '') {
    throw new RpcError(Code.INVALID_ARGUMENT, 'export_directory is required.');
  }
  const target = typeof name === 'string' && name !== '' ? path.join(directory, name) : directory;
  const file = await writeExport(engine, target);
  sendJson(res, 200, { exportFile: file });
}

function decode(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    throw new RpcError(Code.INVALID_ARGUMENT, `Invalid percent-encoding in "${segment ?? ''}".`);
  }
}
