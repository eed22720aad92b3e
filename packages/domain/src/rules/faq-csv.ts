// FAQs as CSV: the Knowledge tab imports a file of question/answer rows (previewed row by row before
// anything is written) and exports an agent's FAQs in the same two columns, so a round trip is lossless.
import Papa from 'papaparse';
import {
  faqCsvTooManyRowsMessage,
  faqTooLongMessage,
  MSG_FAQ_ANSWER_REQUIRED,
  MSG_FAQ_CSV_EMPTY,
  MSG_FAQ_CSV_NO_COLUMNS,
  MSG_FAQ_QUESTION_REQUIRED,
} from '../messages';
import { csvCell } from './call-csv';

/** Limits of one FAQ (firestore.rules repeats the lengths) and of one import. */
export const FAQ_LIMITS = { questionMax: 1000, answerMax: 10_000, importMaxRows: 500 } as const;

export const FAQ_CSV_COLUMNS = ['question', 'answer'] as const;

export interface FaqRow {
  question: string;
  answer: string;
}

/** One row of an import: its line in the file (the header is line 1) and its FAQ or its problem. */
export type FaqCsvRow =
  { line: number; ok: true; faq: FaqRow } | { line: number; ok: false; faq: FaqRow; error: string };

export interface FaqCsvParseResult {
  rows: FaqCsvRow[];
  /** A problem with the file as a whole (no such columns, no rows, too many rows), or null. */
  fileError: string | null;
}

const squash = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

/** A cell as written: trimmed, and without the quote csvCell puts before a would-be formula. */
const cellText = (value: string | undefined) => (value ?? '').trim().replace(/^'(?=[=+\-@])/, '');

function rowError({ question, answer }: FaqRow): string | null {
  if (question === '') return MSG_FAQ_QUESTION_REQUIRED;
  if (answer === '') return MSG_FAQ_ANSWER_REQUIRED;
  if (question.length > FAQ_LIMITS.questionMax) return faqTooLongMessage('question', FAQ_LIMITS.questionMax);
  if (answer.length > FAQ_LIMITS.answerMax) return faqTooLongMessage('answer', FAQ_LIMITS.answerMax);
  return null;
}

/**
 * Parses an FAQ CSV whose header names a `question` and an `answer` column (any case; "Q"/"A" too).
 * Every row is checked on its own, so the preview shows which lines will be imported and why the
 * others will not.
 */
export function parseFaqCsv(text: string): FaqCsvParseResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const column = (names: readonly string[]) => fields.find((field) => names.includes(squash(field)));
  const questionColumn = column(['question', 'q']);
  const answerColumn = column(['answer', 'a']);
  if (questionColumn === undefined || answerColumn === undefined)
    return { rows: [], fileError: MSG_FAQ_CSV_NO_COLUMNS };
  if (parsed.data.length === 0) return { rows: [], fileError: MSG_FAQ_CSV_EMPTY };
  if (parsed.data.length > FAQ_LIMITS.importMaxRows)
    return { rows: [], fileError: faqCsvTooManyRowsMessage(FAQ_LIMITS.importMaxRows) };
  const rows = parsed.data.map((record, index): FaqCsvRow => {
    const faq = {
      question: cellText(record[questionColumn]),
      answer: cellText(record[answerColumn]),
    };
    const error = rowError(faq);
    return error === null ? { line: index + 2, ok: true, faq } : { line: index + 2, ok: false, faq, error };
  });
  return { rows, fileError: null };
}

/** An agent's FAQs as CSV (header `question,answer`, CRLF lines), ready for parseFaqCsv to read back. */
export function faqsToCsv(faqs: readonly FaqRow[]): string {
  const lines = [
    FAQ_CSV_COLUMNS.join(','),
    ...faqs.map((faq) => `${csvCell(faq.question)},${csvCell(faq.answer)}`),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
