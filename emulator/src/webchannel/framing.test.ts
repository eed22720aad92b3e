import { describe, expect, it } from 'vitest';
import { parseCompleteChunks } from './testing/chunks.ts';
import { frameArrays, frameChunk, serializeArray, toAsciiJson } from './framing.ts';

describe('WebChannel framing', () => {
  it('prefixes a chunk with its length and a newline', () => {
    expect(frameChunk('[1,2,0]')).toBe('7\n[1,2,0]');
  });

  it('escapes every non-ASCII character so lengths count UTF-16 units and bytes alike', () => {
    const json = toAsciiJson({ text: 'héllo — 日本 😀', sep: '\u2028' });
    expect(json).toMatch(/^[\x20-\x7e]*$/);
    expect(json).toContain('\\u00e9');
    expect(json).toContain('\\ud83d\\ude00');
    expect(JSON.parse(json)).toEqual({ text: 'héllo — 日本 😀', sep: '\u2028' });
    expect(Buffer.byteLength(json)).toBe(json.length);
  });

  it('frames several arrays as one JSON array of [id, payload] pairs', () => {
    const framed = frameArrays([serializeArray(3, [{ a: 'ü' }]), serializeArray(4, ['noop'])]);
    expect(parseCompleteChunks(framed)).toEqual([
      [
        [3, [{ a: 'ü' }]],
        [4, ['noop']],
      ],
    ]);
  });

  it('produces back-to-back chunks a length-driven reader splits exactly', () => {
    const text = frameChunk(toAsciiJson(['ä'])) + frameChunk(toAsciiJson({ b: '𝄞' }));
    expect(parseCompleteChunks(text)).toEqual([['ä'], { b: '𝄞' }]);
  });
});
