import { describe, expect, it } from 'vitest';
import { BadChannelRequest, decodeInitHeaders, decodeMaps } from './decoding.ts';

describe('WebChannel request decoding', () => {
  it('numbers maps from ofs and returns them in map-id order', () => {
    const body = new URLSearchParams();
    body.set('count', '3');
    body.set('ofs', '7');
    body.set('req2___data__', '{"n":2}');
    body.set('req0___data__', '{"n":0}');
    body.set('req1___data__', '{"n":1}');
    expect(decodeMaps(body)).toEqual([
      { id: 7, message: { n: 0 } },
      { id: 8, message: { n: 1 } },
      { id: 9, message: { n: 2 } },
    ]);
  });

  it('accepts relative map indices that do not start at 0 (requeued maps)', () => {
    const body = new URLSearchParams('count=2&ofs=10&req5___data__=%7B%7D&req6___data__=%7B%7D');
    expect(decodeMaps(body).map((map) => map.id)).toEqual([15, 16]);
  });

  it('ignores unknown parameters and treats a body without maps as none', () => {
    expect(decodeMaps(new URLSearchParams('count=0&ofs=0&zx=abc'))).toEqual([]);
    expect(decodeMaps(new URLSearchParams(''))).toEqual([]);
  });

  it.each([
    ['invalid JSON', 'count=1&ofs=0&req0___data__=%7Bnope'],
    ['a non-object message', 'count=1&ofs=0&req0___data__=%5B1%5D'],
    ['a count that disagrees with the maps', 'count=2&ofs=0&req0___data__=%7B%7D'],
    ['a negative ofs', 'count=1&ofs=-1&req0___data__=%7B%7D'],
    ['a huge ofs', 'count=1&ofs=99999999999999&req0___data__=%7B%7D'],
  ])('rejects %s', (_name, text) => {
    expect(() => decodeMaps(new URLSearchParams(text))).toThrow(BadChannelRequest);
  });

  it('decodes the handshake headers parameter into lower-cased names', () => {
    const headers = decodeInitHeaders(
      'Authorization:Bearer a.b.c\r\nContent-Type:text/plain\r\nX-Goog-Api-Client:gl-js/ fire/12\r\n',
    );
    expect(headers.get('authorization')).toBe('Bearer a.b.c');
    expect(headers.get('content-type')).toBe('text/plain');
    expect(headers.get('x-goog-api-client')).toBe('gl-js/ fire/12');
    expect(decodeInitHeaders(null).size).toBe(0);
    expect(decodeInitHeaders('garbage-without-colon').size).toBe(0);
  });
});
