// The tools port a test runs with: HTTP answered by the test's tool mocks and never sent, messages
// recorded and never sent, code in the real sandbox (which has no network). A test must not book, charge
// or text anybody, whatever the workflow does. docs/test-lab.md#tool-mocks.
import { MSG_TOOL_MOCK_MISSING, type ToolMock } from '@parley/domain';
import { ToolFailure, type HttpToolRequest, type ToolsPort } from '@parley/runtime';
import { runtimeTools } from '../runtime/runtime-ports';

export interface MockedTools extends ToolsPort {
  /** Every request a step made, mocked or refused, in order. */
  readonly requests: HttpToolRequest[];
}

export function mockedTools(mocks: readonly ToolMock[]): MockedTools {
  const requests: HttpToolRequest[] = [];
  return {
    requests,
    httpRequest(request) {
      requests.push(request);
      const mock = mocks.find((candidate) => request.url.includes(candidate.urlContains));
      if (!mock) return Promise.reject(new ToolFailure('no-mock', MSG_TOOL_MOCK_MISSING));
      return Promise.resolve({ status: mock.status, body: mock.body });
    },
    runCode: (request) => runtimeTools.runCode(request),
    sendSms: () => Promise.resolve(),
    sendEmail: () => Promise.resolve(),
  };
}
