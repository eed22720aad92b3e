// The Admin SDK's BundleBuilder.build() grows its output with one Buffer.concat per element, copying
// everything written so far each time: O(n²) in the bundle's size. 2,000 System voices (2 MB) took
// seconds and 10,000 (10 MB, 20,000 elements, ~100 GB copied) minutes. This writes the very same bytes
// (each element serialised by the builder itself) with a single concat at the end.
import type { BundleBuilder } from 'firebase-admin/firestore';

/** The builder's state and element serialiser, which its typings keep private. */
interface BundleBuilderInternals {
  readonly bundleId: string;
  readonly latestReadTime: { toProto(): { timestampValue: unknown } };
  readonly namedQueries: Map<string, unknown>;
  readonly documents: Map<string, { metadata: unknown; document?: unknown }>;
  elementToLengthPrefixedBuffer(element: object): Buffer;
}

/** Bundle format version, as BundleBuilder writes it. */
const BUNDLE_VERSION = 1;

function internalsOf(builder: BundleBuilder): BundleBuilderInternals | null {
  const candidate = builder as unknown as Partial<BundleBuilderInternals>;
  const usable =
    typeof candidate.bundleId === 'string' &&
    candidate.namedQueries instanceof Map &&
    candidate.documents instanceof Map &&
    typeof candidate.latestReadTime?.toProto === 'function' &&
    typeof candidate.elementToLengthPrefixedBuffer === 'function';
  return usable ? (candidate as BundleBuilderInternals) : null;
}

/**
 * `builder.build()` in linear time, byte for byte the same. Falls back to the SDK's own build() should
 * a future SDK reshape the builder's internals.
 */
export function buildBundle(builder: BundleBuilder): Buffer {
  const internals = internalsOf(builder);
  if (!internals) return builder.build();
  const element = (value: object) => internals.elementToLengthPrefixedBuffer.call(builder, value);
  const body: Buffer[] = [];
  for (const namedQuery of internals.namedQueries.values()) body.push(element({ namedQuery }));
  for (const { metadata, document } of internals.documents.values()) {
    body.push(element({ documentMetadata: metadata }));
    if (document) body.push(element({ document }));
  }
  const content = Buffer.concat(body);
  const metadata = {
    id: internals.bundleId,
    createTime: internals.latestReadTime.toProto().timestampValue,
    version: BUNDLE_VERSION,
    totalDocuments: internals.documents.size,
    totalBytes: content.length,
  };
  return Buffer.concat([element({ metadata }), content]);
}
