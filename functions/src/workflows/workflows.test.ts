import {
  API_ERROR_REASONS,
  API_ROUTES,
  COLLECTIONS,
  defaultWorkflowContent,
  copyWorkflowIdOf,
  MSG_CANNOT_DELETE_DEFAULT_WORKFLOW,
  MSG_EDIT_THE_DRAFT,
  MSG_FAILED_TO_FETCH_TEMPLATES,
  MSG_UPGRADE_FOR_OUTBOUND_FLOWS,
  MSG_WORKFLOW_CHANGED,
  MSG_WORKFLOW_LIMIT_REACHED,
  MSG_WORKFLOW_NOT_FOUND,
  validateWorkflow,
  WORKFLOW_ERROR_REASONS,
  workflowContentSchema,
  workflowSchema,
  workflowTemplatesResponseSchema,
  type Plan,
} from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';

const api = useApi();

async function team(plan: Plan = 'PROFESSIONAL') {
  const [owner, member, viewer, stranger] = ['owner', 'member', 'viewer', 'stranger'].map(newCaller) as [
    ReturnType<typeof newCaller>,
    ReturnType<typeof newCaller>,
    ReturnType<typeof newCaller>,
    ReturnType<typeof newCaller>,
  ];
  const org = await seedOrg({ owner, members: [member, viewer] });
  await seedUser(owner, { plan });
  await seedUser(member);
  await seedUser(stranger);
  await seedUser(viewer, { role: 'VIEWER' });
  const { agent, workflow } = await seedAgent(org);
  return { owner, member, viewer, stranger, org, agent, workflow };
}

async function readWorkflow(id: string) {
  const snapshot = await db().collection(COLLECTIONS.workflows).doc(id).get();
  return snapshot.exists ? workflowSchema.parse({ ...snapshot.data(), id }) : null;
}

const post = (path: string, caller: ReturnType<typeof newCaller>, body: Record<string, unknown>) =>
  api('POST', path, { caller, body });

describe('POST /agent/workflow/save', { timeout: 60_000 }, () => {
  it('stores the content with the flags the server computes, never the client’s, and bumps the revision', async () => {
    const t = await team();
    const content = defaultWorkflowContent('owner@example.com');
    // The client claims an error that is not there and hides one that is.
    content.nodes = content.nodes.map((node) => ({
      ...node,
      data: { ...node.data, errors: { ...node.data.errors, isolated: true } },
    }));
    content.nodes.push({
      id: 'lonely',
      type: 'ACTION',
      position: { x: 0, y: 0 },
      data: {
        type: 'SEND_SMS',
        frontend: { to: '+14155550100', message: 'hi' },
        errors: {
          isolated: false,
          invalidOutgoerCount: false,
          invalidVariables: false,
          formValidationErrors: false,
        },
      },
    });
    const answer = await post(API_ROUTES.saveWorkflow.path, t.member, {
      agentId: t.agent.id,
      workflowId: t.workflow.id,
      contentJSON: JSON.stringify(content),
      name: 'Reception',
      baseVersion: 0,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ revision: 1, isValid: false });
    const stored = await readWorkflow(t.workflow.id);
    expect(stored).toMatchObject({ revision: 1, isValid: false, name: 'Reception' });
    expect(stored?.lastUpdatedBy?.uid).toBe(t.member.uid);
    const nodes = workflowContentSchema.parse(JSON.parse(stored?.contentJSON ?? '')).nodes;
    expect(nodes.find((node) => node.id === 'receive-call')?.data.errors.isolated).toBe(false);
    expect(nodes.find((node) => node.id === 'lonely')?.data.errors.isolated).toBe(true);
    const profile = await db().collection(COLLECTIONS.users).doc(t.member.uid).get();
    expect(profile.get('newUserCheckList.hasAddedWorkflow')).toBe(true);
  });

  it('refuses a save on a stale revision with 409 and the current revision', async () => {
    const t = await team();
    const body = (baseVersion: number) => ({
      agentId: t.agent.id,
      workflowId: t.workflow.id,
      contentJSON: JSON.stringify(defaultWorkflowContent('o@example.com')),
      baseVersion,
    });
    expect((await post(API_ROUTES.saveWorkflow.path, t.member, body(0))).status).toBe(200);
    const stale = await post(API_ROUTES.saveWorkflow.path, t.owner, body(0));
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      status: 'ABORTED',
      message: MSG_WORKFLOW_CHANGED,
      details: { reason: WORKFLOW_ERROR_REASONS.revisionConflict, currentRevision: 1 },
    });
    expect((await readWorkflow(t.workflow.id))?.revision).toBe(1);
  });

  it('refuses unreadable content, another agent’s workflow, a VIEWER and a stranger', async () => {
    const t = await team();
    const other = await team();
    const body = {
      agentId: t.agent.id,
      workflowId: t.workflow.id,
      contentJSON: '{"nodes":[',
      baseVersion: 0,
    };
    expect((await post(API_ROUTES.saveWorkflow.path, t.member, body)).status).toBe(400);
    const valid = { ...body, contentJSON: JSON.stringify(defaultWorkflowContent('o@example.com')) };
    const foreign = await post(API_ROUTES.saveWorkflow.path, t.member, {
      ...valid,
      workflowId: other.workflow.id,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error?.message).toBe(MSG_WORKFLOW_NOT_FOUND);
    expect((await post(API_ROUTES.saveWorkflow.path, t.viewer, valid)).status).toBe(403);
    expect((await post(API_ROUTES.saveWorkflow.path, t.stranger, valid)).status).toBe(403);
    expect((await readWorkflow(other.workflow.id))?.revision).toBe(0);
  });
  it('under version control, refuses the live agent’s workflows and saves the draft’s copy', async () => {
    const t = await team();
    await db().collection(COLLECTIONS.orgs).doc(t.org.id).update({ enableAgentVersionControl: true });
    const body = (workflowId: string) => ({
      agentId: t.agent.id,
      workflowId,
      contentJSON: JSON.stringify(defaultWorkflowContent('o@example.com')),
      baseVersion: 0,
    });
    const live = await post(API_ROUTES.saveWorkflow.path, t.member, body(t.workflow.id));
    expect(live.status).toBe(400);
    expect(live.body.error).toMatchObject({
      message: MSG_EDIT_THE_DRAFT,
      details: { reason: API_ERROR_REASONS.liveAgentLocked },
    });
    const created = await post(API_ROUTES.createWorkflow.path, t.member, {
      agentId: t.agent.id,
      name: 'Sneaked in',
      type: 'INBOUND',
    });
    expect(created.status).toBe(400);
    expect((await readWorkflow(t.workflow.id))?.revision).toBe(0);

    const draft = await post(API_ROUTES.ensureAgentDraft.path, t.member, { agentId: t.agent.id });
    const draftAgentId = (draft.body as { data: { draftAgentId: string } }).data.draftAgentId;
    const copyId = copyWorkflowIdOf(draftAgentId, t.workflow.id);
    const saved = await post(API_ROUTES.saveWorkflow.path, t.member, {
      ...body(copyId),
      agentId: draftAgentId,
    });
    expect(saved.status).toBe(200);
    expect((await readWorkflow(copyId))?.revision).toBe(1);
  });
});

describe('creating, duplicating and the plan gates', { timeout: 60_000 }, () => {
  it('creates a blank workflow that is valid, or one from a template, and lists it on the agent', async () => {
    const t = await team();
    const blank = await post(API_ROUTES.createWorkflow.path, t.member, {
      agentId: t.agent.id,
      name: 'Sales',
      type: 'INBOUND',
    });
    expect(blank.status).toBe(200);
    const stored = await readWorkflow(String(blank.body.workflowId));
    expect(stored).toMatchObject({
      name: 'Sales',
      type: 'INBOUND',
      status: 'DRAFT',
      isValid: true,
      revision: 0,
    });
    const fromTemplate = await post(API_ROUTES.createWorkflow.path, t.member, {
      agentId: t.agent.id,
      name: 'Survey',
      type: 'OUTBOUND',
      templateId: 'outbound-survey',
    });
    expect(fromTemplate.status).toBe(200);
    expect((await readWorkflow(String(fromTemplate.body.workflowId)))?.isValid).toBe(true);
    const agent = await db().collection(COLLECTIONS.agents).doc(t.agent.id).get();
    expect(agent.get('workflowIds')).toEqual([
      t.workflow.id,
      blank.body.workflowId,
      fromTemplate.body.workflowId,
    ]);
    const mismatch = await post(API_ROUTES.createWorkflow.path, t.member, {
      agentId: t.agent.id,
      name: 'X',
      type: 'INBOUND',
      templateId: 'outbound-survey',
    });
    expect(mismatch.status).toBe(404);
  });

  it('needs outbound calls for OUTBOUND and holds FREE to 3 workflows per agent', async () => {
    const t = await team('FREE');
    const create = (type: string) =>
      post(API_ROUTES.createWorkflow.path, t.owner, { agentId: t.agent.id, name: 'W', type });
    const outbound = await create('OUTBOUND');
    expect(outbound.status).toBe(403);
    expect(outbound.body.error).toMatchObject({
      message: MSG_UPGRADE_FOR_OUTBOUND_FLOWS,
      details: { reason: API_ERROR_REASONS.planLimit },
    });
    expect((await create('INBOUND')).status).toBe(200);
    expect((await create('INBOUND')).status).toBe(200);
    const fourth = await create('INBOUND');
    expect(fourth.status).toBe(403);
    expect(fourth.body.error?.message).toBe(MSG_WORKFLOW_LIMIT_REACHED);
    const duplicate = await post(API_ROUTES.duplicateWorkflow.path, t.owner, {
      agentId: t.agent.id,
      workflowId: t.workflow.id,
    });
    expect(duplicate.body.error?.message).toBe(MSG_WORKFLOW_LIMIT_REACHED);
  });

  it('duplicates as a DRAFT copy, renames, publishes, sets the default and deletes all but the default', async () => {
    const t = await team();
    const copy = await post(API_ROUTES.duplicateWorkflow.path, t.member, {
      agentId: t.agent.id,
      workflowId: t.workflow.id,
    });
    const copyId = String(copy.body.workflowId);
    expect(await readWorkflow(copyId)).toMatchObject({ name: 'Main (copy)', status: 'DRAFT', revision: 0 });
    const rename = await post(API_ROUTES.updateWorkflow.path, t.member, {
      agentId: t.agent.id,
      workflowId: copyId,
      name: 'Evenings',
      status: 'PUBLISHED',
    });
    expect(rename.status).toBe(200);
    expect(await readWorkflow(copyId)).toMatchObject({ name: 'Evenings', status: 'PUBLISHED' });
    const refused = await post(API_ROUTES.deleteWorkflow.path, t.member, {
      agentId: t.agent.id,
      workflowId: t.workflow.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      message: MSG_CANNOT_DELETE_DEFAULT_WORKFLOW,
      details: { reason: WORKFLOW_ERROR_REASONS.defaultWorkflow },
    });
    await post(API_ROUTES.setDefaultWorkflow.path, t.member, { agentId: t.agent.id, workflowId: copyId });
    const agent = await db().collection(COLLECTIONS.agents).doc(t.agent.id).get();
    expect(agent.get('workflowSettings.defaultWorkflowId')).toBe(copyId);
    expect(
      (
        await post(API_ROUTES.deleteWorkflow.path, t.member, {
          agentId: t.agent.id,
          workflowId: t.workflow.id,
        })
      ).status,
    ).toBe(200);
    expect(await readWorkflow(t.workflow.id)).toBeNull();
    const after = await db().collection(COLLECTIONS.agents).doc(t.agent.id).get();
    expect(after.get('workflowIds')).toEqual([copyId]);
    expect(
      (
        await post(API_ROUTES.updateWorkflow.path, t.viewer, {
          agentId: t.agent.id,
          workflowId: copyId,
          name: 'x',
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/workflow-templates', { timeout: 60_000 }, () => {
  it('serves the templates of a type, each valid, and refuses a missing type', async () => {
    const t = await team();
    const inbound = await api('GET', `${API_ROUTES.workflowTemplates.path}?type=INBOUND`, {
      caller: t.member,
    });
    expect(inbound.status).toBe(200);
    const { templates } = workflowTemplatesResponseSchema.parse(inbound.body);
    expect(templates.length).toBeGreaterThanOrEqual(4);
    for (const template of templates) {
      expect(template.type).toBe('INBOUND');
      expect(validateWorkflow(workflowContentSchema.parse(JSON.parse(template.contentJSON))).isValid).toBe(
        true,
      );
    }
    const outbound = await api('GET', `${API_ROUTES.workflowTemplates.path}?type=OUTBOUND`, {
      caller: t.member,
    });
    expect(
      workflowTemplatesResponseSchema.parse(outbound.body).templates.map((template) => template.id),
    ).toEqual(['outbound-reminder', 'outbound-survey']);
    const missing = await api('GET', API_ROUTES.workflowTemplates.path, { caller: t.member });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe(MSG_FAILED_TO_FETCH_TEMPLATES);
  });
});
