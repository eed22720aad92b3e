import { describe, expect, it } from 'vitest';
import { HelperError, causeMessage, helperErrorMessage, wrapErrorMessage } from './errors';

describe('the service error wrapper', () => {
  it("reads 'Error <doing thing>: <cause>'", () => {
    expect(wrapErrorMessage('deleting agent', new Error('not found'))).toBe(
      'Error deleting agent: not found',
    );
    expect(wrapErrorMessage('releasing number', 'timeout')).toBe('Error releasing number: timeout');
  });

  it('renders non-errors readably', () => {
    expect(causeMessage({ code: 5 })).toBe('{"code":5}');
  });
});

describe('the common helper error message', () => {
  it('prefers detail', () => {
    expect(helperErrorMessage(400, { detail: 'Bad agent', message: 'ignored' })).toBe('Bad agent');
  });

  it('shows a validation list as message plus location', () => {
    expect(
      helperErrorMessage(422, {
        detail: [
          { msg: 'field required', loc: ['body', 'agentId'] },
          { msg: 'not a number', loc: ['query', 'limit'] },
        ],
      }),
    ).toBe('field required (body.agentId); not a number (query.limit)');
  });

  it('falls back to message, then HTTP {status}', () => {
    expect(helperErrorMessage(500, { message: 'Server down' })).toBe('Server down');
    expect(helperErrorMessage(503, {})).toBe('HTTP 503');
    expect(helperErrorMessage(404, null)).toBe('HTTP 404');
    expect(helperErrorMessage(502, 'gateway')).toBe('HTTP 502');
  });

  it('carries status and raw details on HelperError', () => {
    const body = { detail: 'Nope' };
    const error = new HelperError(403, body);
    expect(error.message).toBe('Nope');
    expect(error.status).toBe(403);
    expect(error.details).toBe(body);
  });
});
