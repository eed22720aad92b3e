import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DOCUMENT_ID_ERRORS,
  documentIdProblem,
  documentIdSchema,
  documentIdSchemaWith,
  isDocumentIdSchema,
} from './document-id';

describe('documentIdProblem', () => {
  it.each([
    ['agent-1'],
    ['Abc123xyzAutoId0000'],
    ['a.b'],
    ['...'],
    ['_proto_'],
    ['__x_'],
    ['a b'],
    ['émoji 😀'],
    ['x'.repeat(1500)],
    // 750 two-byte characters are exactly 1,500 bytes.
    ['é'.repeat(750)],
  ])('accepts %j', (id) => {
    expect(documentIdProblem(id)).toBeNull();
  });

  it.each([
    ['', 'required'],
    ['a/b', 'slash'],
    ['/', 'slash'],
    ['.', 'dots'],
    ['..', 'dots'],
    ['__proto__', 'reserved'],
    ['__name__', 'reserved'],
    ['____', 'reserved'],
    ['__a\nb__', 'reserved'],
    ['\ud800', 'malformed'],
    ['a\udc00b', 'malformed'],
    ['\udc00\ud800', 'malformed'],
    ['x'.repeat(1501), 'tooLong'],
    // 751 characters but 1,502 bytes: the limit is in bytes.
    ['é'.repeat(751), 'tooLong'],
    ['x'.repeat(10_000), 'tooLong'],
  ])('refuses %j as %s', (id, problem) => {
    expect(documentIdProblem(id)).toBe(problem);
  });
});

describe('documentIdSchema', () => {
  it('trims surrounding white space', () => {
    expect(documentIdSchema.parse('  agent-1 ')).toBe('agent-1');
  });

  it('names the broken rule in its message', () => {
    const result = documentIdSchema.safeParse('__proto__');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([DOCUMENT_ID_ERRORS.reserved]);
  });

  it('refuses a blank or missing id with the required message, or the one given', () => {
    expect(documentIdSchema.safeParse('   ').error?.issues[0]?.message).toBe(DOCUMENT_ID_ERRORS.required);
    expect(documentIdSchema.safeParse(undefined).error?.issues[0]?.message).toBe(DOCUMENT_ID_ERRORS.required);
    const campaignId = documentIdSchemaWith('Campaign id is required');
    expect(campaignId.safeParse('').error?.issues[0]?.message).toBe('Campaign id is required');
    expect(campaignId.safeParse(7).error?.issues[0]?.message).toBe('Campaign id is required');
    expect(campaignId.safeParse('a/b').error?.issues[0]?.message).toBe(DOCUMENT_ID_ERRORS.slash);
  });

  it('is recognised as an id schema, other strings are not', () => {
    expect(isDocumentIdSchema(documentIdSchema)).toBe(true);
    expect(isDocumentIdSchema(documentIdSchemaWith('x'))).toBe(true);
    expect(isDocumentIdSchema(z.string())).toBe(false);
    expect(isDocumentIdSchema(documentIdSchema.optional())).toBe(false);
  });
});
