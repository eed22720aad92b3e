// The routes of drafts, publish, restore and A/B tests (docs/versions.md).
import type { RouteDefinition } from '../api/route-definition';
import { createAbTestRoute } from './create-ab-test';
import { endAbTestRoute } from './end-ab-test';
import { ensureAgentDraftRoute } from './ensure-agent-draft';
import { publishAgentRoute } from './publish-agent';
import { restoreVersionRoute } from './restore-version';
import { updateAbSplitRoute } from './update-ab-split';

export const VERSION_ROUTES: readonly RouteDefinition[] = [
  ensureAgentDraftRoute,
  publishAgentRoute,
  restoreVersionRoute,
  createAbTestRoute,
  updateAbSplitRoute,
  endAbTestRoute,
];
