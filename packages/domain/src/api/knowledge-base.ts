// Request and response bodies of the knowledge-base routes: the spec's GET /object/kb/{agentId},
// add/update/delete-document (a document or a website, by `type`; delete also a FAQ), convert-to-markdown
// and crawl-website, plus Parley's FAQ writes, "ask your knowledge base" and crawl cancel.
// docs/knowledge-base.md
import { z } from 'zod';
import { MSG_FAQ_ANSWER_REQUIRED, MSG_FAQ_QUESTION_REQUIRED } from '../messages';
import { FAQ_LIMITS } from '../rules/faq-csv';
import { CRAWL_LIMITS } from '../rules/knowledge';
import { documentIdSchema } from '../schemas/document-id';
import { crawlScheduleSchema } from '../schemas/knowledge-base';

/** The `details.reason` values the knowledge-base routes add to API_ERROR_REASONS. */
export const KB_ERROR_REASONS = {
  documentNotFound: 'document-not-found',
  websiteNotFound: 'website-not-found',
  faqNotFound: 'faq-not-found',
  /** A client-chosen FAQ id already names another agent's FAQ. */
  faqIdTaken: 'faq-id-taken',
  /** A client-chosen website id already names another agent's website. */
  websiteIdTaken: 'website-id-taken',
  websiteLimit: 'website-limit',
  unsupportedFile: 'unsupported-file',
  fileTooLarge: 'file-too-large',
  crawlRefused: 'crawl-refused',
  crawlNotRunning: 'crawl-not-running',
} as const;

export const KB_SOURCE_TYPES = ['document', 'website'] as const;
const typeSchema = z.enum(KB_SOURCE_TYPES);
/** What delete-document removes: a document, a website or (beyond the spec) a FAQ. */
export const KB_ITEM_TYPES = [...KB_SOURCE_TYPES, 'faq'] as const;
export type KnowledgeItemType = (typeof KB_ITEM_TYPES)[number];
const itemTypeSchema = z.enum(KB_ITEM_TYPES);

const MARKDOWN_MAX = 1_000_000;
const pathPatternsSchema = z.array(z.string().trim().min(1).max(300)).max(50).default([]);

/** GET /object/kb/{agentId}. */
export const getKnowledgeBaseRequestSchema = z.object({ agentId: documentIdSchema });

/** One entry of GET /object/kb's data[], in the spec's snake_case where it names the field so. */
export interface KnowledgeBaseEntry {
  id: string;
  name: string;
  active: boolean;
  agent_id: string;
  content: string;
  contentMD: string;
  presigned_url: string | null;
  last_updated_at: string | null;
  last_updated_by: { uid: string; email: string | null; displayName: string | null } | null;
  trieveChunkIds: string[];
}

export interface GetKnowledgeBaseResponse {
  status: 'success';
  data: KnowledgeBaseEntry[];
}

/** POST /agent/knowledge-base/ask: the passages the agent would use to answer `question`. */
export const askKnowledgeBaseRequestSchema = z.object({
  agentId: documentIdSchema,
  question: z.string().trim().min(1).max(1000),
  limit: z.number().int().min(1).max(20).default(5),
});

export const knowledgeBasePassageSchema = z.object({
  source: z.enum(['document', 'website', 'faq']),
  sourceId: z.string(),
  title: z.string(),
  headings: z.array(z.string()),
  text: z.string(),
  score: z.number(),
  /** The page URL of a website passage; an in-app path for a document or FAQ. */
  link: z.string(),
});
export type KnowledgeBasePassage = z.infer<typeof knowledgeBasePassageSchema>;

export const askKnowledgeBaseResponseSchema = z.object({ passages: z.array(knowledgeBasePassageSchema) });
export type AskKnowledgeBaseResponse = z.infer<typeof askKnowledgeBaseResponseSchema>;

/**
 * POST /agent/knowledge-base/add-document. A document: an uploaded file (already in Storage at
 * kbDocumentPath, named by fileName) or Markdown typed in (contentMD, "editable on add"). A website:
 * its url and crawl settings, queued for a crawl (as crawl-website).
 */
// One object rather than a union by type, so a bad id is reported at its own path whatever else is wrong.
export const addDocumentRequestSchema = z
  .object({
    type: typeSchema,
    id: documentIdSchema,
    agentId: documentIdSchema,
    name: z.string().trim().max(200).optional(),
    /** Documents: the uploaded file's name. */
    fileName: z.string().trim().min(1).max(200).optional(),
    /** Documents: Markdown typed in instead of a file. */
    contentMD: z.string().max(MARKDOWN_MAX).optional(),
    /** Websites: the site to crawl. */
    url: z.url({ protocol: /^https?$/ }).optional(),
  })
  .superRefine((input, context) => {
    if (input.type === 'website' && input.url === undefined) {
      context.addIssue({ code: 'custom', path: ['url'], message: 'A website needs its url' });
    }
    if (input.type === 'document' && !input.name) {
      context.addIssue({ code: 'custom', path: ['name'], message: 'A document needs a name' });
    }
  });

/** POST /agent/knowledge-base/update-document. */
export const updateDocumentRequestSchema = z.object({
  id: documentIdSchema,
  type: typeSchema,
  /**
   * Documents only: the agent whose document changes (default: the agent it was added to). A document
   * another agent also links is changed as this agent's own copy (answered as `id`).
   */
  agentId: documentIdSchema.optional(),
  name: z.string().trim().min(1).max(200).optional(),
  active: z.boolean().optional(),
  /** Documents only: the edited Markdown, re-chunked and re-indexed. */
  contentMD: z.string().max(MARKDOWN_MAX).optional(),
  /** Websites only. */
  schedule: crawlScheduleSchema.optional(),
});

export type KnowledgeSourceType = (typeof KB_SOURCE_TYPES)[number];

/**
 * POST /agent/knowledge-base/delete-document: removes the item from `agentId`'s links (default: the
 * agent that created it); the record, its chunks and its file or pages go when no agent links it.
 */
export const deleteDocumentRequestSchema = z.object({
  id: documentIdSchema,
  type: itemTypeSchema,
  agentId: documentIdSchema.optional(),
});
export const deleteDocumentResponseSchema = z.object({
  id: z.string(),
  type: itemTypeSchema,
  /** True when the item is gone (now or before); false when another agent (the live one) still links it. */
  deleted: z.boolean(),
});
export type DeleteDocumentResponse = z.infer<typeof deleteDocumentResponseSchema>;

/** One FAQ as the user writes it (the Knowledge tab's form and the FAQ routes). */
export const faqRowSchema = z.object({
  question: z.string().trim().min(1, MSG_FAQ_QUESTION_REQUIRED).max(FAQ_LIMITS.questionMax),
  answer: z.string().trim().min(1, MSG_FAQ_ANSWER_REQUIRED).max(FAQ_LIMITS.answerMax),
});

/**
 * FAQs one add-faqs request creates: with the agent's link update, the transaction stays well within
 * Firestore's 500 writes; a CSV import of up to FAQ_LIMITS.importMaxRows is sent in several.
 */
export const FAQ_ADD_MAX = 250;

/**
 * POST /agent/knowledge-base/add-faqs (not in the spec): creates FAQs with client-chosen ids and links
 * them to `agentId` in one transaction, so a retry creates nothing twice.
 */
export const addFaqsRequestSchema = z.object({
  agentId: documentIdSchema,
  faqs: z
    .array(faqRowSchema.extend({ id: documentIdSchema }))
    .min(1)
    .max(FAQ_ADD_MAX)
    .refine((faqs) => new Set(faqs.map((faq) => faq.id)).size === faqs.length, 'Each FAQ needs its own id'),
});
export const addFaqsResponseSchema = z.object({ ids: z.array(z.string()) });
export type AddFaqsResponse = z.infer<typeof addFaqsResponseSchema>;

/**
 * POST /agent/knowledge-base/update-faq (not in the spec): changes a FAQ `agentId` links. A FAQ another
 * agent also links (a draft's copy of its live agent's) is copied instead, so the other keeps its text;
 * `id` of the answer is the FAQ `agentId` now links.
 */
export const updateFaqRequestSchema = faqRowSchema.extend({
  agentId: documentIdSchema,
  id: documentIdSchema,
});
export const updateFaqResponseSchema = z.object({ id: z.string() });
export type UpdateFaqResponse = z.infer<typeof updateFaqResponseSchema>;

/** POST /agent/knowledge-base/document-url: a short-lived download URL of a document's file. */
export const documentUrlRequestSchema = z.object({ id: documentIdSchema });
export const documentUrlResponseSchema = z.object({
  presignedUrl: z.string(),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
});
export type DocumentUrlResponse = z.infer<typeof documentUrlResponseSchema>;

/** POST /scrape/convert-to-markdown: one page, fetched through the outbound guard. */
export const convertToMarkdownRequestSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });
export interface ConvertToMarkdownResponse {
  url: string;
  title: string;
  contentMD: string;
}

/**
 * POST /scrape/crawl-website: queues a crawl of the site at `url` for the agent (a new website), or a
 * re-crawl of an existing one (websiteId).
 */
export const crawlWebsiteRequestSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  agentId: documentIdSchema,
  websiteId: documentIdSchema.optional(),
  limit: z.number().int().min(1).max(CRAWL_LIMITS.maxLimit).default(CRAWL_LIMITS.defaultLimit),
  maxDepth: z.number().int().min(0).max(CRAWL_LIMITS.maxMaxDepth).default(CRAWL_LIMITS.defaultMaxDepth),
  includePaths: pathPatternsSchema,
  excludePaths: pathPatternsSchema,
  /** Sent by the spec's client; the server stamps the verified caller instead. */
  lastUpdatedBy: z
    .object({
      uid: documentIdSchema,
      email: z.string().max(320).nullable().optional(),
      displayName: z.string().max(200).nullable().optional(),
    })
    .optional(),
  schedule: crawlScheduleSchema.optional(),
});
export const crawlWebsiteResponseSchema = z.object({ websiteId: z.string(), state: z.literal('queued') });
export type CrawlWebsiteResponse = z.infer<typeof crawlWebsiteResponseSchema>;

/** POST /scrape/cancel-crawl. */
export const cancelCrawlRequestSchema = z.object({ websiteId: documentIdSchema });
