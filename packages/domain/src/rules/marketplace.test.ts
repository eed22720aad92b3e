import { describe, expect, it } from 'vitest';
import { IN_QUERY_CHUNK_SIZE } from '../constants';
import {
  customActionFormSchema,
  headersFromText,
  headersToText,
  reviewCustomActionRequestSchema,
  saveCustomActionRequestSchema,
} from '../api/marketplace';
import { nodeTypeSpec } from '../schemas/workflow-nodes';
import {
  actionTemplateVariables,
  fillActionRequest,
  mergeActions,
  nextActionStatus,
  ownerQueryChunks,
  teammateUids,
} from './marketplace';

describe('listing teammates’ actions', () => {
  it('counts everyone of every organisation once: owner, admins and members', () => {
    expect(
      teammateUids([
        { ownerUid: 'o1', adminUids: ['a1'], memberUids: ['o1', 'a1', 'm1'] },
        { ownerUid: 'o2', adminUids: [], memberUids: ['m1', 'o2'] },
      ]),
    ).toEqual(['a1', 'm1', 'o1', 'o2']);
  });

  it("splits the owners into 'in' queries of at most 30, each uid once", () => {
    const uids = Array.from({ length: 65 }, (_, i) => `u${String(i).padStart(2, '0')}`);
    const chunks = ownerQueryChunks([...uids, 'u00', 'u01']);
    expect(chunks.map((piece) => piece.length)).toEqual([30, 30, 5]);
    expect(Math.max(...chunks.map((piece) => piece.length))).toBe(IN_QUERY_CHUNK_SIZE);
    expect(new Set(chunks.flat()).size).toBe(65);
    expect(ownerQueryChunks([])).toEqual([]);
  });

  it('merges the published and the teammates’ answers: each action once, by name', () => {
    const a = { id: 'a', name: 'Zendesk ticket' };
    const b = { id: 'b', name: 'Book a table' };
    expect(mergeActions([[a, b], [{ ...a }]]).map((action) => action.id)).toEqual(['b', 'a']);
  });
});

describe('review steps', () => {
  it('lets the owner edit and submit only a draft, and the review only decide a pending action', () => {
    expect(nextActionStatus('draft', 'edit')).toBe('draft');
    expect(nextActionStatus('draft', 'submit')).toBe('pending_review');
    expect(nextActionStatus('pending_review', 'approve')).toBe('published');
    expect(nextActionStatus('pending_review', 'reject')).toBe('draft');
    for (const status of ['pending_review', 'published', 'archived'] as const) {
      expect(nextActionStatus(status, 'edit')).toBeNull();
      expect(nextActionStatus(status, 'submit')).toBeNull();
    }
    expect(nextActionStatus('draft', 'approve')).toBeNull();
    expect(nextActionStatus('published', 'reject')).toBeNull();
  });

  it('asks for a note when rejecting, not when approving', () => {
    expect(reviewCustomActionRequestSchema.safeParse({ actionId: 'x', decision: 'reject' }).success).toBe(
      false,
    );
    expect(reviewCustomActionRequestSchema.safeParse({ actionId: 'x', decision: 'approve' }).success).toBe(
      true,
    );
  });
});

describe('request templates', () => {
  const template = {
    method: 'POST' as const,
    url: 'https://api.example.com/orders/{{order_id}}',
    headers: { Authorization: 'Bearer {{ api_key }}' },
    body: '{"note": "{{note}}", "again": "{{order_id}}"}',
  };

  it('lists the variables the URL, headers and body read', () => {
    expect(actionTemplateVariables(template).sort()).toEqual(['api_key', 'note', 'order_id']);
  });

  it('fills every variable, and a missing one with nothing', () => {
    expect(fillActionRequest(template, { order_id: '42', api_key: 'k' })).toEqual({
      method: 'POST',
      url: 'https://api.example.com/orders/42',
      headers: { Authorization: 'Bearer k' },
      body: '{"note": "", "again": "42"}',
    });
  });

  it('refuses schemas that are not JSON objects and header values with line breaks', () => {
    const base = { name: 'Look up', integrationId: 'int-1', request: { url: 'https://x.test' } };
    expect(saveCustomActionRequestSchema.safeParse(base).success).toBe(true);
    expect(saveCustomActionRequestSchema.safeParse({ ...base, inputSchema: '[1]' }).success).toBe(false);
    expect(saveCustomActionRequestSchema.safeParse({ ...base, outputSchema: '{' }).success).toBe(false);
    expect(
      saveCustomActionRequestSchema.safeParse({
        ...base,
        request: { url: 'https://x.test', headers: { 'X-A': 'a\r\nX-B: b' } },
      }).success,
    ).toBe(false);
  });

  it('knows CUSTOM_ACTION as a workflow step naming its action', () => {
    const spec = nodeTypeSpec('CUSTOM_ACTION');
    expect(spec?.kind).toBe('ACTION');
    expect(spec?.config.safeParse({ actionId: 'act-1' }).success).toBe(true);
    expect(spec?.config.safeParse({}).success).toBe(false);
  });
});

describe('the custom-action form', () => {
  const form = {
    name: 'Look up order',
    integrationId: 'shop',
    description: '',
    method: 'GET' as const,
    url: 'https://shop.example.com/orders/{{order_id}}',
    headers: 'X-Api-Key: {{key}}\n\nAccept: application/json',
    body: '',
    inputSchema: '{}',
    outputSchema: '{"type": "object"}',
  };

  it('parses into the save route’s body, header lines into a record', () => {
    const parsed = customActionFormSchema.parse(form);
    expect(parsed.request).toEqual({
      method: 'GET',
      url: 'https://shop.example.com/orders/{{order_id}}',
      headers: { 'X-Api-Key': '{{key}}', Accept: 'application/json' },
      body: '',
    });
    expect(saveCustomActionRequestSchema.safeParse(parsed).success).toBe(true);
    expect(headersFromText(headersToText(parsed.request.headers))).toEqual(parsed.request.headers);
  });

  it('refuses a header line without a valid name', () => {
    expect(customActionFormSchema.safeParse({ ...form, headers: 'not a header: x' }).success).toBe(false);
  });
});
