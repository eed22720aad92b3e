import { API_ROUTES, CUSTOMER_TOKEN_HEADER, HelperError, type SendRequestResponse } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch, ApiRequestOptions } from '../../../lib/api-client';
import { ApiRequestNodeForm } from './api-request-node-form';
import type { NodeFormProps } from './node-forms';
import { apiAnswering, renderNodeForm, type Route } from './node-form-testing';

vi.setConfig({ testTimeout: 20_000 });

const answer: SendRequestResponse = {
  url: 'http://fake-api.parley.test:4010/orders',
  status: 201,
  statusText: 'Created',
  headers: { 'content-type': 'application/json' },
  body: '{"order":"A-1"}',
  bodyEncoding: 'utf8',
  truncated: true,
  redirects: [],
  timing: { firstByteMs: 12.4, totalMs: 15.6 },
};

/** An API that hands out a token and answers send-request with `send`. */
const apiWith = (send: Route) => apiAnswering({ [API_ROUTES.sendRequest.path]: send });

const renderForm = (api: ApiFetch, overrides: Partial<NodeFormProps> = {}) =>
  renderNodeForm(ApiRequestNodeForm, api, {
    nodeId: 'node-1',
    nodeType: 'API_REQUEST',
    config: {
      label: 'Create order',
      method: 'POST',
      url: 'http://fake-api.parley.test:4010/orders',
      headers: [{ key: 'X-Shop', value: 'bikes' }],
      bodyTemplate: '{"name":"{{name}}"}',
      responseVariable: 'order',
    },
    ...overrides,
  });

describe('ApiRequestNodeForm', () => {
  it('tests the request with the customer token and shows status, timing, headers and the body', async () => {
    const api = apiWith(() => Promise.resolve(answer));
    const { user } = renderForm(api);

    await user.click(screen.getByRole('button', { name: 'Test this request' }));

    const response = await screen.findByRole('region', { name: 'Response' });
    expect(within(response).getByText('201 Created')).toBeInTheDocument();
    expect(within(response).getByText(/First byte 12 ms · total 16 ms/)).toBeInTheDocument();
    expect(within(response).getByText('content-type:')).toBeInTheDocument();
    expect(within(response).getByLabelText('Response body')).toHaveTextContent('{"order":"A-1"}');
    expect(within(response).getByText(/longer than 5 MB/)).toBeInTheDocument();

    const sent = api.mock.calls.find(
      ([path]) => path === API_ROUTES.sendRequest.path,
    )?.[1] as ApiRequestOptions;
    expect(sent.headers).toEqual({ [CUSTOMER_TOKEN_HEADER]: 'pct1.t' });
    expect(sent.body).toMatchObject({
      url: 'http://fake-api.parley.test:4010/orders',
      requestMethod: 'POST',
      headers: { 'X-Shop': 'bikes' },
      body: '{"name":"{{name}}"}',
      meta: { workflowId: 'wf-1', nodeId: 'node-1' },
    });
  });

  it("shows the guard's refusal under 'Failed to send request'", async () => {
    const detail = 'Requests to 127.0.0.1 are not allowed: it is a loopback address (this machine).';
    const api = apiWith(() =>
      Promise.reject(
        new HelperError(400, {
          error: { status: 'INVALID_ARGUMENT', message: 'Failed to send request' },
          message: 'Failed to send request',
          detail,
        }),
      ),
    );
    const { user } = renderForm(api);

    await user.click(screen.getByRole('button', { name: 'Test this request' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send request');
    expect(alert).toHaveTextContent(detail);
    expect(screen.queryByRole('region', { name: 'Response' })).not.toBeInTheDocument();
  });

  it('writes an edit back on blur as one change, keeping the keys it does not own', async () => {
    const api = apiWith(() => Promise.resolve(answer));
    const { user, props } = renderForm(api);

    const url = screen.getByRole('textbox', { name: 'URL' });
    await user.clear(url);
    await user.type(url, 'https://api.example.com/x');
    expect(props.onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add header' }));

    expect(props.onChange).toHaveBeenCalledTimes(1);
    expect(props.onChange).toHaveBeenCalledWith(
      expect.objectContaining({
        url: 'https://api.example.com/x',
        responseVariable: 'order',
        label: 'Create order',
      }),
    );
  });

  it('removes a header at once', async () => {
    const { user, props } = renderForm(apiWith(() => Promise.resolve(answer)));
    await user.click(screen.getByRole('button', { name: 'Remove header 1' }));
    expect(props.onChange).toHaveBeenCalledWith(expect.objectContaining({ headers: [] }));
  });

  it('is read-only with the reason for a VIEWER', () => {
    renderForm(
      apiWith(() => Promise.resolve(answer)),
      { readOnlyReason: 'Viewers cannot edit this agent.' },
    );
    expect(screen.getByText('Viewers cannot edit this agent.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'URL' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Test this request' })).toBeDisabled();
  });
});
