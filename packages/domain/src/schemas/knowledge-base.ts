// The knowledge-base entities: FAQs, documents, websites and widgets (t_faqs, t_documents,
// t_websites, t_widgets). Kept together because each is a handful of fields.
import { z } from 'zod';
import { idListSchema, lastUpdatedBySchema, timestampSchema } from './common';

export const faqSchema = z.object({
  id: z.string().min(1),
  agentId: z.string().min(1),
  question: z.string().default(''),
  answer: z.string().default(''),
});
export type Faq = z.infer<typeof faqSchema>;

export const documentSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  active: z.boolean().default(true),
  agentId: z.string().min(1),
  content: z.string().default(''),
  contentMD: z.string().default(''),
  fileUrl: z.string().nullable().default(null),
  objectUri: z.string().nullable().default(null),
  presignedUrl: z.string().nullable().default(null),
  lastUpdatedAt: timestampSchema.nullable().default(null),
  lastUpdatedBy: lastUpdatedBySchema.nullable().default(null),
  trieveChunkIds: idListSchema,
  vapiFileId: z.string().nullable().default(null),
});
export type KnowledgeDocument = z.infer<typeof documentSchema>;

export const websiteSchema = z.object({
  id: z.string().min(1),
  agentId: z.string().min(1),
  active: z.boolean().default(true),
  url: z.string().default(''),
});
export type Website = z.infer<typeof websiteSchema>;

export const widgetSchema = z.object({ id: z.string().min(1), agentId: z.string().min(1) });
export type Widget = z.infer<typeof widgetSchema>;
