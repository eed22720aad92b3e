import { describe, expect, it } from 'vitest';
import {
  CODE_BLOCK_LIMITS,
  executeCodeRequestSchema,
  sendRequestRequestSchema,
  validateCodeRequestSchema,
} from './integrations';

describe('sendRequestRequestSchema', () => {
  it('upper-cases the method and defaults headers, query parameters and meta', () => {
    expect(
      sendRequestRequestSchema.parse({ url: ' https://api.example.com ', requestMethod: 'post' }),
    ).toEqual({
      url: 'https://api.example.com',
      requestMethod: 'POST',
      headers: {},
      queryParams: {},
      meta: {},
    });
  });

  it('refuses an unknown method, a header value with a line break and a malformed header name', () => {
    expect(
      sendRequestRequestSchema.safeParse({ url: 'https://a.example', requestMethod: 'CONNECT' }).success,
    ).toBe(false);
    expect(
      sendRequestRequestSchema.safeParse({
        url: 'https://a.example',
        requestMethod: 'GET',
        headers: { 'x-a': 'one\r\nx-injected: two' },
      }).success,
    ).toBe(false);
    expect(
      sendRequestRequestSchema.safeParse({
        url: 'https://a.example',
        requestMethod: 'GET',
        headers: { 'bad name': 'x' },
      }).success,
    ).toBe(false);
  });
});

describe('validateCodeRequestSchema', () => {
  const ids = { agentId: 'agent-1', workflowId: 'workflow-1' };

  it('accepts code up to the size limit in UTF-8 bytes and refuses a byte more', () => {
    expect(
      validateCodeRequestSchema.safeParse({ code: 'x'.repeat(CODE_BLOCK_LIMITS.maxCodeBytes), ...ids })
        .success,
    ).toBe(true);
    // 'é' is two bytes in UTF-8: half the limit in characters is already over it by one byte.
    const over = `${'é'.repeat(CODE_BLOCK_LIMITS.maxCodeBytes / 2)}x`;
    expect(validateCodeRequestSchema.safeParse({ code: over, ...ids }).success).toBe(false);
  });

  it('requires document ids for the agent and workflow', () => {
    expect(validateCodeRequestSchema.safeParse({ code: '', agentId: 'a/b', workflowId: 'w' }).success).toBe(
      false,
    );
  });
});

describe('executeCodeRequestSchema', () => {
  it('needs a signature and defaults the input to null', () => {
    expect(executeCodeRequestSchema.safeParse({ code: 'x', signature: '' }).success).toBe(false);
    expect(executeCodeRequestSchema.parse({ code: 'x', signature: 's' }).input).toBeNull();
  });
});
