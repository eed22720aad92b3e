import type { JsonObject } from '../firestore/api.ts';

/** A client message ("map") from a handshake or forward POST body, with its absolute map id. */
export interface ClientMap {
  id: number;
  message: JsonObject;
}

/** Thrown for a request body the client could never have produced; the handler answers 400. */
export class BadChannelRequest extends Error {}

const MAP_PARAM = /^req(\d{1,9})___data__$/;

/**
 * Extracts the maps of a form-encoded POST body (docs/emulator.md#webchannel-requests): `count`, `ofs` and
 * `req{k}___data__` parameters, map id = ofs + k. Returned sorted by map id so they are processed in
 * the order the client queued them even if parameters arrive shuffled.
 */
export function decodeMaps(body: URLSearchParams): ClientMap[] {
  const ofs = parseNonNegativeInt(body.get('ofs') ?? '0', 'ofs');
  const maps: ClientMap[] = [];
  for (const [key, value] of body) {
    const match = MAP_PARAM.exec(key);
    if (!match) continue;
    maps.push({ id: ofs + Number(match[1]), message: parseMessage(value) });
  }
  const count = body.get('count');
  if (count !== null && parseNonNegativeInt(count, 'count') !== maps.length) {
    throw new BadChannelRequest(`count=${count} but ${maps.length} maps were sent`);
  }
  maps.sort((a, b) => a.id - b.id);
  return maps;
}

/**
 * Decodes the handshake's `headers` parameter: `Name:Value\r\n` lines (the SDK's
 * `encodeInitMessageHeaders`). Names are lower-cased, like Node's own header map.
 */
export function decodeInitHeaders(encoded: string | null): Map<string, string> {
  const headers = new Map<string, string>();
  if (!encoded) return headers;
  for (const line of encoded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function parseMessage(text: string): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadChannelRequest('A message is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new BadChannelRequest('A message is not a JSON object');
  }
  return value as JsonObject;
}

function parseNonNegativeInt(text: string, name: string): number {
  if (!/^\d{1,9}$/.test(text)) throw new BadChannelRequest(`Bad ${name}: ${text.slice(0, 40)}`);
  return Number(text);
}
