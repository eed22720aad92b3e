// Reading a Firestore bundle (the length-prefixed JSON the Admin SDK's bundle builder writes): the web
// needs its read time, tests need its contents. Pure, so both sides share it.

interface BundleTime {
  seconds: number | string;
  nanos?: number;
}

/** One element of a bundle: exactly one of these keys is set. */
export interface BundleElement {
  metadata?: { id: string; createTime: BundleTime; totalDocuments: number };
  namedQuery?: { name: string; readTime: BundleTime };
  documentMetadata?: { name: string; exists: boolean; queries?: string[] };
  document?: { name: string; fields: Record<string, unknown> };
}

const isDigit = (byte: number | undefined): boolean => byte !== undefined && byte >= 0x30 && byte <= 0x39;

/** The element starting at `offset`: its JSON's byte range. Lengths count UTF-8 bytes, not characters. */
function elementAt(bytes: Uint8Array, offset: number): { start: number; end: number } {
  let start = offset;
  while (isDigit(bytes[start])) start += 1;
  const end = start + Number(new TextDecoder().decode(bytes.subarray(offset, start)));
  if (start === offset || end > bytes.length) throw new SyntaxError(`Malformed bundle at byte ${offset}`);
  return { start, end };
}

function decodeElement(bytes: Uint8Array, range: { start: number; end: number }): BundleElement {
  return JSON.parse(new TextDecoder().decode(bytes.subarray(range.start, range.end))) as BundleElement;
}

/** Splits a bundle into its elements. Throws on a malformed bundle. */
export function parseBundle(bytes: Uint8Array): BundleElement[] {
  const elements: BundleElement[] = [];
  for (let offset = 0; offset < bytes.length;) {
    const range = elementAt(bytes, offset);
    elements.push(decodeElement(bytes, range));
    offset = range.end;
  }
  return elements;
}

/**
 * The bundle's createTime (the read time of its data) as epoch milliseconds, read from the first
 * element only, so a multi-megabyte bundle is not parsed twice.
 */
export function bundleReadTimeMillis(bytes: Uint8Array): number {
  const time = decodeElement(bytes, elementAt(bytes, 0)).metadata?.createTime;
  if (!time) throw new SyntaxError('Bundle has no metadata element');
  return Number(time.seconds) * 1000 + Math.floor((time.nanos ?? 0) / 1e6);
}
