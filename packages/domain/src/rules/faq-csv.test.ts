import { describe, expect, it } from 'vitest';
import {
  MSG_FAQ_ANSWER_REQUIRED,
  MSG_FAQ_CSV_EMPTY,
  MSG_FAQ_CSV_NO_COLUMNS,
  MSG_FAQ_QUESTION_REQUIRED,
  faqCsvTooManyRowsMessage,
} from '../messages';
import { FAQ_LIMITS, faqsToCsv, parseFaqCsv } from './faq-csv';

describe('parseFaqCsv', () => {
  it('reads question and answer columns in any case and reports each bad row by its line', () => {
    const result = parseFaqCsv(
      '\uFEFFQuestion , Answer\r\nDo you open on Sundays?,"No, 9-5 weekdays"\r\n,Orphan answer\r\nRepairs?,\r\n',
    );
    expect(result.fileError).toBeNull();
    expect(result.rows).toEqual([
      { line: 2, ok: true, faq: { question: 'Do you open on Sundays?', answer: 'No, 9-5 weekdays' } },
      {
        line: 3,
        ok: false,
        faq: { question: '', answer: 'Orphan answer' },
        error: MSG_FAQ_QUESTION_REQUIRED,
      },
      { line: 4, ok: false, faq: { question: 'Repairs?', answer: '' }, error: MSG_FAQ_ANSWER_REQUIRED },
    ]);
  });

  it('refuses a file without both columns, without rows, or with too many rows', () => {
    expect(parseFaqCsv('question,reply\nA,B\n').fileError).toBe(MSG_FAQ_CSV_NO_COLUMNS);
    expect(parseFaqCsv('question,answer\n').fileError).toBe(MSG_FAQ_CSV_EMPTY);
    const many = `q,a\n${'x,y\n'.repeat(FAQ_LIMITS.importMaxRows + 1)}`;
    expect(parseFaqCsv(many).fileError).toBe(faqCsvTooManyRowsMessage(FAQ_LIMITS.importMaxRows));
  });

  it('flags a question longer than the rules allow', () => {
    const [row] = parseFaqCsv(`question,answer\n${'q'.repeat(FAQ_LIMITS.questionMax + 1)},a\n`).rows;
    expect(row?.ok).toBe(false);
  });
});

describe('faqsToCsv', () => {
  it('round-trips quotes, commas, line breaks and formula-looking text through parseFaqCsv', () => {
    const faqs = [
      { question: 'Price of a "tune-up", basic?', answer: 'Line one\nLine two' },
      { question: '=SUM(A1)', answer: '-10% for members' },
    ];
    const csv = faqsToCsv(faqs);
    expect(csv.startsWith('question,answer\r\n')).toBe(true);
    expect(csv).toContain("'=SUM(A1)");
    expect(parseFaqCsv(csv).rows.map((row) => row.faq)).toEqual(faqs);
  });
});
