import {
  API_ROUTES,
  CUSTOMER_TOKEN_HEADER,
  INTEGRATION_ERROR_REASONS,
  MSG_FAILED_TO_SEND_REQUEST,
  sendRequestRequestSchema,
  type SendRequestResponse,
} from '@parley/domain';
import { z } from 'zod';
import { defineRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { guardedFetch, type GuardedRequest } from '../lib/outbound/guarded-fetch';
import { OutboundFailure, OutboundRefusal } from '../lib/outbound/outbound-errors';
import { requireCustomerToken } from './customer-token';
import { outboundRequestRefused } from './integration-logs';

type SendRequestInput = z.output<typeof sendRequestRequestSchema>;

// Content types shown as text; anything else travels base64 so binary bodies survive JSON.
const TEXT_TYPES = /^(text\/|application\/([\w.+-]*\+)?(json|xml|javascript|x-www-form-urlencoded)\b)/i;

/** The outbound request: query parameters appended to the URL, a non-string body sent as JSON. */
function outboundRequest(input: SendRequestInput): GuardedRequest {
  let url = input.url;
  const params = Object.entries(input.queryParams);
  if (params.length > 0) {
    try {
      const parsed = new URL(input.url);
      for (const [name, value] of params) parsed.searchParams.append(name, value);
      url = parsed.href;
    } catch {
      // An invalid URL is refused by the guard, with its reason.
    }
  }
  const headers = { ...input.headers };
  const hasContentType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  const sendsBody =
    input.body !== undefined && input.body !== null && !['GET', 'HEAD'].includes(input.requestMethod);
  let body: string | undefined;
  if (sendsBody) {
    body = typeof input.body === 'string' ? input.body : JSON.stringify(input.body);
    if (!hasContentType && typeof input.body !== 'string') headers['content-type'] = 'application/json';
  }
  return { url, method: input.requestMethod, headers, ...(body === undefined ? {} : { body }) };
}

function bodyText(
  body: Buffer,
  contentType: string | undefined,
): Pick<SendRequestResponse, 'body' | 'bodyEncoding'> {
  const text = body.toString('utf8');
  // Without a content type, text is whatever decodes as UTF-8 without replacement characters.
  const isText = contentType ? TEXT_TYPES.test(contentType) : !text.includes('\uFFFD');
  return isText
    ? { body: text, bodyEncoding: 'utf8' }
    : { body: body.toString('base64'), bodyEncoding: 'base64' };
}

/**
 * POST /integrations/send-request: the "test this request" button of API request nodes and custom
 * actions. Needs the caller's customer token. The request goes through the outbound guard: a refused
 * URL is a 400 and a failed one a 502/504, both 'Failed to send request' with the reason in `detail`;
 * any HTTP answer, 4xx and 5xx included, comes back as status, headers, body (cut at 5 MB, flagged)
 * and timing. Nothing of the caller's own request (ID token, customer token, cookies) is forwarded.
 */
export const sendRequestRoute = defineRoute(
  API_ROUTES.sendRequest,
  sendRequestRequestSchema,
  async ({ uid, input, req }): Promise<SendRequestResponse> => {
    const grant = requireCustomerToken(req.get(CUSTOMER_TOKEN_HEADER), uid);
    try {
      const answer = await guardedFetch(outboundRequest(input));
      return {
        url: answer.url,
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
        ...bodyText(answer.body, answer.headers['content-type']),
        truncated: answer.truncated,
        redirects: answer.redirects,
        timing: {
          firstByteMs: Math.round(answer.timing.firstByteMs * 10) / 10,
          totalMs: Math.round(answer.timing.totalMs * 10) / 10,
        },
      };
    } catch (error) {
      if (error instanceof OutboundRefusal) {
        outboundRequestRefused({
          agentId: grant.agentId,
          uid,
          url: error.url,
          reason: error.reason,
          meta: input.meta,
        });
        throw failure('invalid-argument', MSG_FAILED_TO_SEND_REQUEST, {
          reason: INTEGRATION_ERROR_REASONS.outboundRefused,
          refusal: error.reason,
          detail: error.message,
        });
      }
      if (error instanceof OutboundFailure) {
        const timedOut = error.reason === 'timeout';
        throw failure(timedOut ? 'deadline-exceeded' : 'unavailable', MSG_FAILED_TO_SEND_REQUEST, {
          reason: timedOut
            ? INTEGRATION_ERROR_REASONS.outboundTimeout
            : INTEGRATION_ERROR_REASONS.outboundFailed,
          failure: error.reason,
          detail: error.message,
        });
      }
      throw error;
    }
  },
);
