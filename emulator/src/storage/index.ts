/**
 * Cloud Storage for Firebase emulator: the Firebase v0 REST API (web SDK) and the GCS JSON API subset
 * the Admin SDK uses, over one in-memory store, with a storage.rules hook.
 *
 * Start it:
 *   const storage = await createStorageServer({ host: '127.0.0.1', port: 9199, projectId, authorizer?,
 *     onSetRules?, onExport?, store? });
 *   storage.port; storage.store; storage.setAuthorizer(a); storage.onObjectChange(l); await storage.stop();
 * or embed `createStorageHandler(options).handle` as a Node request listener.
 *
 * Endpoints: `/v0/b/{bucket}/o[/{object}]` (rules apply; `Firebase owner`/`Bearer owner` bypass them),
 * `/b/…`, `/storage/v1/b/…`, `/download/storage/v1/b/…`, `/upload/storage/v1/b/{bucket}/o` (GCS JSON,
 * always admin), `GET /` → `Ok`, `GET /v0/` → `{"emulator":"storage"}`, and control endpoints
 * `PUT /internal/setRules` (→ onSetRules), `POST|DELETE /internal/reset`, `POST /internal/export {path}`.
 *
 * Rules: every v0 request calls `authorizer.authorize(request)` (see authorizer.ts): metadata GET and
 * download → `get` (skipped with a valid `token`), list → `list` (path = prefix without trailing '/'),
 * every upload → `create`, metadata PATCH → `update`, delete → `delete`. A non-null result is sent as
 * 403 `{"error":{"code":403,"message":<result>}}`. A throwing authorizer denies.
 *
 * Data: `store.exportData()` / `store.importData(data)` (JSON, base64 bytes), `store.reset()`, and
 * `exportToDirectory(store, dir)` / `importFromDirectory(store, dir)` (`<dir>/storage_export/storage.json`).
 * Events: `onObjectChange(({kind: 'finalized'|'deleted'|'metadataUpdated', bucket, object}) => …)`,
 * where `object` is the GCS JSON object resource, delivered after each change is stored.
 */
export { createStorageServer, createStorageHandler } from './server.ts';
export type { StorageServer, StorageServerOptions, StorageHandler, StorageHandlerOptions } from './server.ts';
export { StorageStore } from './store.ts';
export type { ObjectChangeEvent, ObjectChangeListener, StorageExport } from './store.ts';
export type { ControlHooks, StorageRulesFile } from './control-api.ts';
export type { GcsObjectJson, FirebaseMetadataJson } from './metadata-json.ts';
export { exportToDirectory, importFromDirectory, STORAGE_EXPORT_FILE } from './persistence.ts';
export { allowAllStorage } from './authorizer.ts';
export type { StorageAuthorizer, StorageRequest, StorageRulesResource } from './authorizer.ts';
