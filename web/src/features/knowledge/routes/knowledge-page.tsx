// The agent workspace's Knowledge tab (/agent/:agentId/knowledge): documents, websites, FAQs, "ask your
// knowledge base" and the web widget. Reads the live agent's and the edit target's knowledge; every
// write goes to `await edit.ensure()` (the draft under version control). docs/knowledge-base.md#the-knowledge-tab
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COLLECTIONS,
  websiteGateError,
  widgetIdOf,
  type FaqRow,
  type KnowledgeBasePassage,
} from '@parley/domain';
import { useFirestore } from 'reactfire';
import type { AgentWorkspacePageProps } from '../../../lib/agent-org-page';
import type { AsyncState } from '../../../lib/async-state';
import { useSignedInUser } from '../../../lib/session';
import { useOwnerPlan } from '../../../lib/use-owner-plan';
import { useUserProfile } from '../../../lib/use-user-profile';
import {
  useKnowledgeDocuments,
  useKnowledgeFaqs,
  useKnowledgeWebsites,
  useKnowledgeWidget,
} from '../api/get-knowledge';
import { useAskKnowledgeBase, useKnowledgeRequests } from '../api/knowledge-api';
import { newKnowledgeId } from '../api/knowledge-refs';
import { useKnowledgeWrites } from '../api/knowledge-writes';
import { uploadKnowledgeFile } from '../api/upload-knowledge-file';
import { useLinkedSource } from '../hooks/use-linked-source';
import { KNOWLEDGE_HEADING } from '../strings';
import { AskPanel } from '../components/ask-panel';
import { DocumentsSection } from '../components/documents-section';
import { FaqsSection } from '../components/faqs-section';
import { WebsitesSection } from '../components/websites-section';
import { WidgetSection } from '../components/widget-section';

/** The ask mutation as the panel's answer: null before the first question. */
function answerOf(
  ask: ReturnType<typeof useAskKnowledgeBase>,
): AsyncState<readonly KnowledgeBasePassage[]> | null {
  if (ask.status === 'idle') return null;
  if (ask.status === 'pending') return { status: 'loading' };
  if (ask.status === 'error') return { status: 'error', error: ask.error };
  return { status: 'success', data: ask.data };
}

export function KnowledgePage({ orgId, agentId, edit }: AgentWorkspacePageProps) {
  const firestore = useFirestore();
  const owners = { agentId, editAgentId: edit.agentId };
  const documents = useKnowledgeDocuments(owners);
  const websites = useKnowledgeWebsites(owners);
  const faqs = useKnowledgeFaqs(owners);
  // The widget belongs to the live agent even under version control: a site's pasted snippet names it,
  // so its id must not change with a draft, and its settings are not versioned agent fields.
  const widget = useKnowledgeWidget(agentId);
  const requests = useKnowledgeRequests();
  const writes = useKnowledgeWrites();
  const ask = useAskKnowledgeBase(edit.agentId);
  const plan = useOwnerPlan(orgId);
  const profile = useUserProfile(useSignedInUser().uid);
  // Mirrors the server's gate (websiteGateError: the owner's plan, platform ADMINs exempt) from the
  // websites this tab sees; the server counts the whole organisation's, and its refusal is shown when
  // it differs.
  const limitReason =
    plan !== null && websites.status === 'success' && profile.status === 'success' && profile.data
      ? websiteGateError({ role: profile.data.role, ownerPlan: plan, websiteCount: websites.data.length })
      : null;
  const readOnlyReason = edit.readOnlyReason;
  // Ids chosen once per user action, so a retried add creates each FAQ once.
  const withNewIds = (rows: readonly FaqRow[]) =>
    rows.map((row) => ({ id: newKnowledgeId(firestore, COLLECTIONS.faqs), ...row }));
  const linkedId = useLinkedSource(documents.status === 'success' && faqs.status === 'success');

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h2">
        {KNOWLEDGE_HEADING}
      </Typography>
      {readOnlyReason ? <Alert severity="info">{readOnlyReason}</Alert> : null}
      <DocumentsSection
        documents={documents}
        readOnlyReason={readOnlyReason}
        linkedId={linkedId}
        onUpload={async (file, contentType, onProgress) => {
          const target = await edit.ensure();
          const id = newKnowledgeId(firestore, COLLECTIONS.documents);
          await uploadKnowledgeFile({
            orgId,
            agentId: target,
            documentId: id,
            file,
            contentType,
            onProgress,
          });
          await requests.addDocument({ id, agentId: target, name: file.name, fileName: file.name });
        }}
        onWrite={async ({ name, contentMD }) => {
          const target = await edit.ensure();
          const id = newKnowledgeId(firestore, COLLECTIONS.documents);
          await requests.addDocument({ id, agentId: target, name, contentMD });
        }}
        onUpdate={async (update) => {
          await requests.update({ ...update, agentId: await edit.ensure() });
        }}
        onDelete={async (document) => requests.remove(await edit.ensure(), document.id, 'document')}
        onDownloadUrl={(document) => requests.documentUrl(document.id)}
      />
      <WebsitesSection
        websites={websites}
        readOnlyReason={readOnlyReason}
        limitReason={limitReason}
        onAdd={async ({ name, ...crawl }) => {
          const target = await edit.ensure();
          const websiteId = await requests.crawl({ agentId: target, ...crawl });
          if (name !== '') await requests.update({ id: websiteId, type: 'website', name });
        }}
        onRecrawl={async (website) => {
          await edit.ensure();
          await requests.crawl({
            agentId: website.agentId,
            websiteId: website.id,
            url: website.url,
            limit: website.limit,
            maxDepth: website.maxDepth,
            includePaths: website.includePaths,
            excludePaths: website.excludePaths,
          });
        }}
        onCancel={(website) => requests.cancelCrawl(website.id)}
        onUpdate={async (update) => {
          await edit.ensure();
          await requests.update(update);
        }}
        onDelete={async (website) => requests.remove(await edit.ensure(), website.id, 'website')}
      />
      <FaqsSection
        faqs={faqs}
        readOnlyReason={readOnlyReason}
        linkedId={linkedId}
        onAdd={async (faq) => requests.addFaqs(await edit.ensure(), withNewIds([faq]))}
        onUpdate={async (faqId, faq) => {
          await requests.updateFaq(await edit.ensure(), faqId, faq);
        }}
        onDelete={async (faqId) => requests.remove(await edit.ensure(), faqId, 'faq')}
        onImport={async (rows) => requests.addFaqs(await edit.ensure(), withNewIds(rows))}
      />
      <AskPanel
        answer={answerOf(ask)}
        onAsk={(question) => {
          ask.mutate(question);
        }}
      />
      <WidgetSection
        widget={widget}
        widgetId={widgetIdOf(agentId)}
        appOrigin={window.location.origin}
        readOnlyReason={readOnlyReason}
        onSave={async (settings) => writes.saveWidget(agentId, settings)}
      />
    </Stack>
  );
}
