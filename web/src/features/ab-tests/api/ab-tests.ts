// An agent's A/B test: the test document, live, and its actions (start, change the split, end).
import {
  API_ROUTES,
  apiPath,
  createAbTestRequestSchema,
  createAbTestResponseSchema,
  endAbTestRequestSchema,
  okResponseSchema,
  publishAgentResponseSchema,
  updateAbSplitRequestSchema,
  type AbTest,
  type CreateAbTestRequest,
  type CreateAbTestResponse,
  type EndAbTestRequest,
  type OkResponse,
  type PublishAgentResponse,
  type UpdateAbSplitRequest,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from '../../../lib/async-state';
import { useLiveDocument } from '../../../lib/live-data';
import { useServices } from '../../../lib/services';
import { abTestDocRef } from './ab-test-refs';

/** The A/B test named by a live agent's abTestCaseId, live; null when it does not exist. */
export function useAbTest(testCaseId: string): AsyncState<AbTest | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => abTestDocRef(firestore, testCaseId), [firestore, testCaseId]);
  return useLiveDocument(ref);
}

/** POST /agent/ab-test: a B copy of the live agent and the split. */
export function useCreateAbTest() {
  const { api } = useServices();
  return useMutation<CreateAbTestResponse, Error, CreateAbTestRequest>({
    mutationFn: (input) =>
      api(apiPath(API_ROUTES.createAbTest), {
        method: API_ROUTES.createAbTest.method,
        body: createAbTestRequestSchema.parse(input),
        schema: createAbTestResponseSchema,
      }),
  });
}

/** POST /agent/ab-test/{testCaseId}/split. */
export function useUpdateAbSplit() {
  const { api } = useServices();
  return useMutation<OkResponse, Error, UpdateAbSplitRequest>({
    mutationFn: (input) => {
      const { testCaseId, split } = updateAbSplitRequestSchema.parse(input);
      return api(apiPath(API_ROUTES.updateAbSplit, { testCaseId }), {
        method: API_ROUTES.updateAbSplit.method,
        body: { split },
        schema: okResponseSchema,
      });
    },
  });
}

/** POST /agent/ab-test/{testCaseId}/end: promote an arm (B is published) or discard the test. */
export function useEndAbTest() {
  const { api } = useServices();
  return useMutation<PublishAgentResponse, Error, EndAbTestRequest>({
    mutationFn: (input) => {
      const { testCaseId, ...body } = endAbTestRequestSchema.parse(input);
      return api(apiPath(API_ROUTES.endAbTest, { testCaseId }), {
        method: API_ROUTES.endAbTest.method,
        body,
        schema: publishAgentResponseSchema,
      });
    },
  });
}
