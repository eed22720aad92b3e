// The one not-found refusal of a knowledge item, with its type's text and reason.
import {
  KB_ERROR_REASONS,
  MSG_KB_DOCUMENT_NOT_FOUND,
  MSG_KB_FAQ_NOT_FOUND,
  MSG_KB_WEBSITE_NOT_FOUND,
  type KnowledgeItemType,
} from '@parley/domain';
import { failure } from '../lib/errors';

const NOT_FOUND = {
  document: [MSG_KB_DOCUMENT_NOT_FOUND, KB_ERROR_REASONS.documentNotFound],
  website: [MSG_KB_WEBSITE_NOT_FOUND, KB_ERROR_REASONS.websiteNotFound],
  faq: [MSG_KB_FAQ_NOT_FOUND, KB_ERROR_REASONS.faqNotFound],
} as const satisfies Record<KnowledgeItemType, readonly [string, string]>;

export const knowledgeNotFound = (type: KnowledgeItemType) =>
  failure('not-found', NOT_FOUND[type][0], { reason: NOT_FOUND[type][1] });
