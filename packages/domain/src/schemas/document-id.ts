// The one schema for an id that names a Firestore document: every path parameter, every id field of a
// request body or callable, and invite tokens. Firestore refuses some strings as document ids (and
// the Admin SDK throws on them, sometimes asynchronously), so a request carrying one is refused here,
// at the edge, with a 400 that says what is wrong. See docs/api-errors.md.
import { z } from 'zod';

/** Firestore's limit on a document id, in UTF-8 bytes. */
export const DOCUMENT_ID_MAX_BYTES = 1500;

/** What is wrong with a string that is not a document id, one text per rule. */
export const DOCUMENT_ID_ERRORS = {
  required: 'Must be a non-empty id',
  malformed: 'Must be valid Unicode text (it has an unpaired surrogate)',
  tooLong: `Must be at most ${DOCUMENT_ID_MAX_BYTES.toLocaleString('en-US')} bytes long`,
  slash: 'Must not contain "/"',
  dots: 'Must not be "." or ".."',
  reserved: 'Must not be a reserved id of the form __name__',
} as const;

export type DocumentIdProblem = keyof typeof DOCUMENT_ID_ERRORS;

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Firestore reserves every id matching __.*__ (the dot matching any character, newlines too).
const RESERVED = /^__[\s\S]*__$/;
const utf8 = new TextEncoder();

/** The first rule `id` breaks, or null when Firestore accepts it as a document id. */
export function documentIdProblem(id: string): DocumentIdProblem | null {
  if (id.length === 0) return 'required';
  // Checked before the length: an unpaired surrogate has no UTF-8 form to measure.
  if (UNPAIRED_SURROGATE.test(id)) return 'malformed';
  // Each UTF-16 unit is at most 3 UTF-8 bytes, so only long strings need encoding.
  if (id.length * 3 > DOCUMENT_ID_MAX_BYTES && utf8.encode(id).length > DOCUMENT_ID_MAX_BYTES) {
    return 'tooLong';
  }
  if (id.includes('/')) return 'slash';
  if (id === '.' || id === '..') return 'dots';
  if (RESERVED.test(id)) return 'reserved';
  return null;
}

// Every schema documentIdSchemaWith makes, so tests can find a request's id fields by walking it.
const documentIdSchemas = new WeakSet<z.ZodType>();

/**
 * A document id, surrounding white space trimmed. `requiredMessage` replaces the message for a missing
 * or empty id where the spec words one ('Campaign id is required').
 */
export function documentIdSchemaWith(requiredMessage: string = DOCUMENT_ID_ERRORS.required) {
  const schema = z
    .string({ error: requiredMessage })
    .trim()
    .superRefine((id, context) => {
      const problem = documentIdProblem(id);
      if (!problem) return;
      context.addIssue({
        code: 'custom',
        message: problem === 'required' ? requiredMessage : DOCUMENT_ID_ERRORS[problem],
        input: id,
      });
    });
  documentIdSchemas.add(schema);
  return schema;
}

/** A Firestore document id: 1 to 1,500 bytes of valid UTF-8, no '/', not '.' or '..', not __name__. */
export const documentIdSchema = documentIdSchemaWith();

/** Whether `schema` is a document id schema (made by documentIdSchemaWith). */
export function isDocumentIdSchema(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && documentIdSchemas.has(schema as z.ZodType);
}
