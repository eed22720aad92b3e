import { describe, expect, it } from 'vitest';
import { bundleReadTimeMillis, parseBundle, type BundleElement } from './bundle-format';

const encode = (elements: readonly BundleElement[]): Uint8Array =>
  new TextEncoder().encode(
    elements
      .map((element) => {
        const json = JSON.stringify(element);
        return `${new TextEncoder().encode(json).length}${json}`;
      })
      .join(''),
  );

const metadata: BundleElement = {
  metadata: { id: 'b', createTime: { seconds: '1700000000', nanos: 250_000_000 }, totalDocuments: 1 },
};
// 'Zoë' has a two-byte character: lengths are bytes, so a character-counting reader would fail here.
const document: BundleElement = {
  document: { name: 'projects/p/t_voices/v1', fields: { name: { stringValue: 'Zoë' } } },
};

describe('Firestore bundle format', () => {
  it('splits elements by their byte lengths', () => {
    expect(parseBundle(encode([metadata, document]))).toEqual([metadata, document]);
  });

  it('reads the read time from the metadata element', () => {
    expect(bundleReadTimeMillis(encode([metadata, document]))).toBe(1_700_000_000_250);
  });

  it('refuses a truncated or metadata-less bundle', () => {
    const bytes = encode([metadata, document]);
    expect(() => parseBundle(bytes.subarray(0, bytes.length - 3))).toThrow(SyntaxError);
    expect(() => bundleReadTimeMillis(encode([document]))).toThrow(SyntaxError);
    expect(() => parseBundle(new TextEncoder().encode('{"x":1}'))).toThrow(SyntaxError);
  });
});
