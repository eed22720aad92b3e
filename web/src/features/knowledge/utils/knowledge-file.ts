// The upload check the Knowledge tab makes before a file leaves the browser: extension, type and size,
// the same figures storage.rules and the add-document route check again (docs/knowledge-base.md).
import {
  KB_DOCUMENT_KINDS,
  KB_DOCUMENT_MAX_BYTES,
  kbDocumentKind,
  MSG_KB_FILE_TOO_LARGE,
  MSG_KB_UNSUPPORTED_FILE,
} from '@parley/domain';
import { MSG_FILE_TYPE_MISMATCH } from '../strings';

export type KnowledgeFileCheck = { ok: true; contentType: string } | { ok: false; message: string };

/**
 * Whether a file may be uploaded, and the content type to upload it with. Browsers give no type for
 * some files (often .md): then the extension's own type is used; a type that contradicts the
 * extension is refused, as storage.rules would.
 */
export function checkKnowledgeFile(file: Pick<File, 'name' | 'type' | 'size'>): KnowledgeFileCheck {
  const kind = kbDocumentKind(file.name);
  if (!kind) return { ok: false, message: MSG_KB_UNSUPPORTED_FILE };
  if (file.size > KB_DOCUMENT_MAX_BYTES) return { ok: false, message: MSG_KB_FILE_TOO_LARGE };
  const allowed: readonly string[] = KB_DOCUMENT_KINDS[kind].contentTypes;
  if (file.type === '') return { ok: true, contentType: allowed[0] ?? 'text/plain' };
  if (!allowed.includes(file.type)) return { ok: false, message: MSG_FILE_TYPE_MISMATCH };
  return { ok: true, contentType: file.type };
}

/** The `accept` list of the file picker: every extension the knowledge base takes. */
export const KNOWLEDGE_FILE_ACCEPT = Object.values(KB_DOCUMENT_KINDS)
  .flatMap(({ extensions }) => extensions.map((extension) => `.${extension}`))
  .join(',');
