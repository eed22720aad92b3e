import { API_ROUTES, HelperError, type ExecuteCodeResponse } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch, ApiRequestOptions } from '../../../lib/api-client';
import type { CodeEditorProps } from './code-editor';
import { CodeNodeForm } from './code-node-form';
import type { NodeFormProps } from './node-forms';
import { apiAnswering, renderNodeForm, type Route } from './node-form-testing';

vi.setConfig({ testTimeout: 20_000 });

// CodeMirror has its own test (code-editor.test.tsx); here a plain text area stands in for it so the
// form's flow can be typed into.
vi.mock('./code-editor', () => ({
  default: ({ value, onChange, onBlur, label, readOnly }: CodeEditorProps) => (
    <textarea
      aria-label={label}
      value={value}
      readOnly={readOnly}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      onBlur={onBlur}
    />
  ),
}));

const CODE = 'export default function run(input) { console.log("hi"); return { total: input.a + 1 }; }';

const apiWith = (routes: { validate?: Route; execute?: Route }) =>
  apiAnswering({
    [API_ROUTES.validateCode.path]: routes.validate,
    [API_ROUTES.executeCode.path]: routes.execute,
  });

const ran: ExecuteCodeResponse = {
  status: 'ok',
  output: { total: 42 },
  logs: ['hi'],
  logsTruncated: false,
  durationMs: 3.2,
};

const renderForm = (api: ApiFetch, overrides: Partial<NodeFormProps> = {}) =>
  renderNodeForm(CodeNodeForm, api, {
    nodeId: 'code-1',
    nodeType: 'CODE',
    config: { label: 'Add one', code: CODE, outputVariables: ['total'] },
    ...overrides,
  });

const sentTo = (api: ReturnType<typeof vi.fn>, path: string) =>
  (api.mock.calls.find(([called]) => called === path)?.[1] as ApiRequestOptions | undefined)?.body;

describe('CodeNodeForm', () => {
  it('validates, stores the signature on the node, then runs the sample input showing output, logs and time', async () => {
    const api = apiWith({
      validate: () => Promise.resolve({ signature: 'pcs1.sig', exportName: 'run' }),
      execute: () => Promise.resolve(ran),
    });
    const { user, props } = renderForm(api);

    const sample = screen.getByRole('textbox', { name: 'Sample input (JSON)' });
    await user.clear(sample);
    await user.type(sample, '{{"a": 41}');
    await user.click(screen.getByRole('button', { name: 'Run with sample input' }));

    const output = await screen.findByRole('region', { name: 'Output' });
    expect(within(output).getByLabelText('Output')).toHaveTextContent('"total": 42');
    expect(within(output).getByLabelText('Logs')).toHaveTextContent('hi');
    expect(within(output).getByText('Ran in 3 ms')).toBeInTheDocument();
    expect(sentTo(api, API_ROUTES.validateCode.path)).toEqual({
      code: CODE,
      agentId: 'agent-1',
      workflowId: 'wf-1',
    });
    expect(sentTo(api, API_ROUTES.executeCode.path)).toEqual({
      code: CODE,
      signature: 'pcs1.sig',
      input: { a: 41 },
    });
    expect(props.onChange).toHaveBeenCalledWith({
      label: 'Add one',
      code: CODE,
      outputVariables: ['total'],
      signature: 'pcs1.sig',
    });
  });

  it('runs signed code without validating again, and shows the code’s own error beside its logs', async () => {
    const api = apiWith({
      execute: () =>
        Promise.resolve({
          status: 'error',
          error: { kind: 'timeout', message: 'The code ran longer than 1 s' },
          logs: [],
          logsTruncated: true,
          durationMs: 1000,
        }),
    });
    const { user } = renderForm(api, {
      config: { code: CODE, outputVariables: [], signature: 'pcs1.kept' },
    });
    expect(screen.getByText('Valid: signed for this workflow.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run with sample input' }));

    expect(await screen.findByText('The code ran longer than 1 s')).toBeInTheDocument();
    expect(screen.getByText('timeout')).toBeInTheDocument();
    expect(screen.getByText('No console output')).toBeInTheDocument();
    expect(screen.getByText(/More console output was dropped/)).toBeInTheDocument();
    expect(sentTo(api, API_ROUTES.validateCode.path)).toBeUndefined();
    expect(sentTo(api, API_ROUTES.executeCode.path)).toMatchObject({ signature: 'pcs1.kept', input: {} });
  });

  it('drops the signature when the code is edited', async () => {
    const { user, props } = renderForm(apiWith({}), {
      config: { code: CODE, outputVariables: [], signature: 'pcs1.kept' },
    });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), ' ');
    await user.click(screen.getByRole('textbox', { name: 'Output variables' }));
    expect(props.onChange).toHaveBeenCalledWith({ code: `${CODE} `, outputVariables: [] });
  });

  it('shows why validation refused the code, and refuses a sample that is not JSON', async () => {
    const api = apiWith({
      validate: () =>
        Promise.reject(
          new HelperError(400, {
            message: 'The code is not valid: Line 1, column 1: Code blocks cannot import modules',
          }),
        ),
    });
    const { user } = renderForm(api);

    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Line 1, column 1: Code blocks cannot import modules',
    );

    const sample = screen.getByRole('textbox', { name: 'Sample input (JSON)' });
    await user.clear(sample);
    await user.type(sample, 'not json');
    await user.click(screen.getByRole('button', { name: 'Run with sample input' }));
    expect(screen.getByText('The sample input must be valid JSON')).toBeInTheDocument();
    expect(sentTo(api, API_ROUTES.executeCode.path)).toBeUndefined();
  });

  it('is read-only with the reason for a VIEWER', async () => {
    renderForm(apiWith({}), { readOnlyReason: 'Viewers cannot edit this agent.' });
    expect(screen.getByText('Viewers cannot edit this agent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Validate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Run with sample input' })).toBeDisabled();
    expect(await screen.findByRole('textbox', { name: 'Code' })).toHaveAttribute('readonly');
  });
});
