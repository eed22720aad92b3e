/**
 * WebChannel response framing (docs/emulator.md#webchannel-responses): every response body is a sequence of
 * chunks `<length>\n<payload>`, where the client slices its decoded text by `<length>` UTF-16 code units.
 * Emitting ASCII only makes bytes, code points and code units agree, so lengths can never drift.
 */

/** JSON.stringify with every non-ASCII character escaped as \uXXXX (surrogates escape individually). */
export function toAsciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One chunk around an already-serialised ASCII payload. */
export function frameChunk(payload: string): string {
  return `${payload.length}\n${payload}`;
}

/** The serialised form of one backchannel array: `[arrayId, payload]`. */
export function serializeArray(id: number, payload: unknown): string {
  return `[${id},${toAsciiJson(payload)}]`;
}

/** A chunk carrying several serialised arrays: `[[id,payload],[id,payload]]`. */
export function frameArrays(serializedArrays: readonly string[]): string {
  return frameChunk(`[${serializedArrays.join(',')}]`);
}
