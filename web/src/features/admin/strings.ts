// The admin batch screen's own words (platform ADMIN only). docs/versions.md, "Admin batch jobs".
import type { AdminJobOperation, Cluster } from '@parley/domain';

export const ADMIN_JOBS_TITLE = 'Agent batch jobs';
export const ADMIN_JOBS_INTRO =
  'Change many agents at once: delete them, move them to another cluster, switch OpenAI resources or set their concurrency. Jobs run in chunks of 500 and resume by themselves after a failure.';
export const ADMIN_ONLY = 'This page is for platform administrators only.';
export const LABEL_LOADING_ADMIN = 'Loading';
export const LABEL_OPERATION = 'Operation';
export const LABEL_CLUSTER = 'Cluster';
export const LABEL_OPENAI_ENABLED = 'OpenAI resources enabled';
export const LABEL_CONCURRENCY = 'Concurrency';
export const LABEL_SELECT_BY = 'Select agents by';
export const LABEL_BY_ORG = 'Organisation id';
export const LABEL_BY_IDS = 'Agent ids';
export const LABEL_ORG_ID = 'Organisation id';
export const LABEL_AGENT_IDS = 'Agent ids (one per line, or separated by commas or spaces)';
export const LABEL_REVIEW = 'Review and start';
export const LABEL_START_JOB = 'Start job';
export const LABEL_STARTING_JOB = 'Starting…';
export const LABEL_CONFIRM_WORD = 'Type DELETE to confirm';
export const CONFIRM_WORD = 'DELETE';
export const LABEL_RECENT_JOBS = 'Recent jobs';
export const RECENT_JOBS_EMPTY = 'No batch job yet.';
export const LABEL_JOB_PROGRESS = 'Job progress';
export const MSG_ORG_ID_REQUIRED = 'Enter an organisation id';
export const MSG_AGENT_IDS_REQUIRED = 'Enter at least one agent id';
export const MSG_CONCURRENCY = 'A whole number from 1 to 1000';
export const JOBS_FAILED = 'The jobs could not be loaded.';
export const JOB_STARTED = 'Batch job started.';

export const OPERATION_LABELS: Record<AdminJobOperation['kind'], string> = {
  delete: 'Delete agents',
  cluster: 'Change cluster',
  openAiResources: 'Switch OpenAI resources',
  concurrency: 'Set concurrency',
};

export const invalidAgentId = (id: string, problem: string) => `"${id}": ${problem}`;
export const tooManyAgentIds = (max: number) => `At most ${max.toLocaleString('en-US')} agent ids`;

/** The operation in words: 'Delete agents', 'Change cluster to AU', 'Set concurrency to 20'. */
export function describeOperation(operation: AdminJobOperation): string {
  switch (operation.kind) {
    case 'delete':
      return OPERATION_LABELS.delete;
    case 'cluster':
      return `${OPERATION_LABELS.cluster} to ${operation.cluster satisfies Cluster}`;
    case 'openAiResources':
      return `${operation.enabled ? 'Enable' : 'Disable'} OpenAI resources`;
    case 'concurrency':
      return `${OPERATION_LABELS.concurrency} to ${String(operation.concurrency)}`;
  }
}

export const describeSelection = (selection: { orgId: string } | { agentIds: readonly string[] }) =>
  'orgId' in selection
    ? `every agent of organisation ${selection.orgId}`
    : `${selection.agentIds.length.toLocaleString('en-US')} listed agents`;

export const confirmTitle = (operation: string, selection: string) => `${operation}: ${selection}?`;
export const jobProgress = (done: number, failed: number, total: number, chunks: number) =>
  `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} done, ${failed.toLocaleString('en-US')} failed, ${chunks.toLocaleString('en-US')} chunks`;
export const JOB_RUNNING = 'Running';
export const JOB_DONE = 'Done';
