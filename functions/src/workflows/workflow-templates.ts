import {
  API_ERROR_REASONS,
  API_ROUTES,
  MSG_FAILED_TO_FETCH_TEMPLATES,
  workflowTemplates,
  workflowTemplatesQuerySchema,
  type WorkflowTemplatesResponse,
} from '@parley/domain';
import { z } from 'zod';
import { defineRoute } from '../api/route-definition';
import { failure } from '../lib/errors';

/** The templates of the queried type, content serialised as the editor loads it. */
function templatesFor(query: unknown): WorkflowTemplatesResponse {
  const parsed = workflowTemplatesQuerySchema.safeParse(query);
  if (!parsed.success) {
    throw failure('invalid-argument', MSG_FAILED_TO_FETCH_TEMPLATES, {
      reason: API_ERROR_REASONS.invalidInput,
    });
  }
  return {
    templates: workflowTemplates(parsed.data.type).map(({ content, ...template }) => ({
      ...template,
      contentJSON: JSON.stringify(content),
    })),
  };
}

/**
 * GET /api/workflow-templates?type=INBOUND|OUTBOUND: the templates of that type (packages/domain
 * data/workflow-templates). A missing or unknown type is a 400 'Failed to fetch templates'.
 */
export const workflowTemplatesRoute = defineRoute(API_ROUTES.workflowTemplates, z.object({}), ({ req }) =>
  // Nothing to wait for: the templates are data in the bundle.
  Promise.resolve().then(() => templatesFor(req.query)),
);
