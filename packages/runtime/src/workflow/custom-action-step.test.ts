import { describe, expect, it } from 'vitest';
import { testSnapshot } from '../testing/agent-fixture';
import { drive } from '../testing/drive';
import type { SnapshotExtras } from '../core/snapshot';

const installed: SnapshotExtras = {
  customActions: {
    'act-1': {
      name: 'Create ticket',
      request: {
        method: 'POST',
        url: 'https://crm.example.com/tickets?from={{caller_number}}',
        headers: { authorization: 'Bearer {{token}}' },
        body: '{"subject":"{{subject}}"}',
      },
    },
  },
};

const flow = (actionId: string, extras: SnapshotExtras = installed) =>
  testSnapshot(
    [
      { id: 'start', type: 'RECEIVE_CALL' },
      {
        id: 'act',
        type: 'CUSTOM_ACTION',
        config: {
          label: 'Ticket',
          actionId,
          inputs: [
            { key: 'subject', value: 'Call from {{caller_number}}' },
            { key: 'token', value: 'secret-1' },
          ],
          resultVariable: 'ticket',
        },
      },
      { id: 'ok', type: 'SAY_EXACTLY', config: { label: 'OK', message: 'Ticket {{ticket}} opened.' } },
      { id: 'sorry', type: 'SAY_EXACTLY', config: { label: 'Sorry', message: 'No ticket today.' } },
    ],
    [
      ['start', 'act'],
      ['act', 'ok'],
      ['act', 'sorry', 'failure'],
    ],
    { greeting: '' },
    extras,
  );

describe('a CUSTOM_ACTION step', () => {
  it('sends the installed action’s request, filled from its inputs and the variables, through the tools port', async () => {
    const chat = drive(flow('act-1'), { http: () => ({ status: 201, body: 'T-42' }) });
    const { reply, events } = await chat.start();
    expect(chat.ports.http).toEqual([
      {
        method: 'POST',
        url: 'https://crm.example.com/tickets?from=+15555550123',
        headers: { authorization: 'Bearer secret-1' },
        body: '{"subject":"Call from +15555550123"}',
        timeoutMs: expect.any(Number) as number,
      },
    ]);
    expect(reply).toBe('Ticket T-42 opened.');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'tool-result', name: 'Create ticket', ok: true }),
    );
  });

  it('takes the failure edge when the server answers an error', async () => {
    const chat = drive(flow('act-1'), { http: () => ({ status: 500, body: 'boom' }) });
    expect((await chat.start()).reply).toBe('No ticket today.');
  });

  it('takes the failure edge, sending nothing, when the snapshot does not carry the action', async () => {
    const chat = drive(flow('act-other'), { http: () => ({ status: 200, body: 'never' }) });
    const { reply, events } = await chat.start();
    expect(chat.ports.http).toEqual([]);
    expect(reply).toBe('No ticket today.');
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'failure',
        reason: 'tool',
        detail: expect.stringContaining('act-other') as string,
      }),
    );
  });
});
