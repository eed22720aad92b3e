import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StorageContext } from './context.ts';
import { parseJsonBody, readBody, sendJson } from './http.ts';
import { exportToDirectory } from './persistence.ts';

/** One rules file as firebase-tools and rules-unit-testing send it to `PUT /internal/setRules`. */
export interface StorageRulesFile {
  name: string;
  content: string;
  /** Multi-bucket setups: the bucket resource the file applies to. */
  resource?: string;
}

export interface ControlHooks {
  /**
   * Loads rules files (the rules engine plugs in here). Returns problems (syntax errors with
   * file:line:col) — empty when the rules were loaded. Without a hook, rules are accepted and ignored.
   */
  onSetRules?: (files: StorageRulesFile[]) => Promise<string[]> | string[];
  /** Replaces the default export (writing `storage_export/storage.json` under the given path). */
  onExport?: (path: string) => Promise<void>;
}

/**
 * Emulator control endpoints (docs/emulator.md#storage): `PUT /internal/setRules`, `POST /internal/reset`
 * (also `DELETE /internal/reset` for test harnesses), `POST /internal/export {path}`. Returns false when
 * the path is not a control path.
 */
export async function handleControlApi(
  ctx: StorageContext,
  hooks: ControlHooks,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const route = `${req.method ?? 'GET'} ${url.pathname.replace(/\/$/, '')}`;
  switch (route) {
    case 'PUT /internal/setRules':
      await setRules(hooks, req, res);
      return true;
    case 'POST /internal/reset':
    case 'DELETE /internal/reset':
      ctx.store.reset();
      ctx.uploads.clear();
      sendJson(res, 200, {});
      return true;
    case 'POST /internal/export':
      await exportData(ctx, hooks, req, res);
      return true;
    default:
      return false;
  }
}

async function setRules(hooks: ControlHooks, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const files = parseRulesFiles(parseJsonBody(await readBody(req)));
  if (!files) {
    sendJson(res, 400, { message: 'Request body must be {"rules":{"files":[{"name","content"}]}}.' });
    return;
  }
  const issues = (await hooks.onSetRules?.(files)) ?? [];
  if (issues.length > 0) {
    sendJson(res, 400, { message: issues.join('\n') });
    return;
  }
  sendJson(res, 200, {});
}

function parseRulesFiles(body: unknown): StorageRulesFile[] | null {
  const files = (body as { rules?: { files?: unknown } } | null)?.rules?.files;
  if (!Array.isArray(files) || files.length === 0) return null;
  const parsed: StorageRulesFile[] = [];
  for (const file of files as unknown[]) {
    const { name, content, resource } = (file ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || typeof content !== 'string') return null;
    parsed.push({ name, content, ...(typeof resource === 'string' && { resource }) });
  }
  return parsed;
}

async function exportData(
  ctx: StorageContext,
  hooks: ControlHooks,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { path } = parseJsonBody(await readBody(req)) as { path?: unknown };
  if (typeof path !== 'string' || path === '') {
    sendJson(res, 400, { message: 'Export needs a "path".' });
    return;
  }
  if (hooks.onExport) await hooks.onExport(path);
  else await exportToDirectory(ctx.store, path);
  sendJson(res, 200, {});
}
