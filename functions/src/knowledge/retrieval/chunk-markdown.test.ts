import { describe, expect, it } from 'vitest';
import { chunkMarkdown } from './chunk-markdown';

describe('chunkMarkdown', () => {
  it('splits at headings and keeps the heading path on each chunk', () => {
    const chunks = chunkMarkdown(
      '# Pricing\n\nIntro.\n\n## Support\n\nEmail us.\n\n# Delivery\n\nThree days.',
    );
    expect(chunks.map((c) => [c.headings, c.text])).toEqual([
      [['Pricing'], 'Intro.'],
      [['Pricing', 'Support'], 'Email us.'],
      [['Delivery'], 'Three days.'],
    ]);
  });

  it('packs paragraphs up to the target size and overlaps consecutive chunks of a section', () => {
    const paragraph = (n: number) => `Paragraph ${String(n)} ${'word '.repeat(60).trim()}.`;
    const markdown = `# Long\n\n${[1, 2, 3, 4, 5].map(paragraph).join('\n\n')}`;
    const chunks = chunkMarkdown(markdown, 800, 120);

    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(800 + 130);
    // The second chunk starts with the end of the first.
    const [first, second] = chunks;
    expect(second?.text).toContain(' … ');
    expect(first?.text.endsWith(second?.text.split(' … ')[0] ?? 'x')).toBe(true);
    // Every paragraph survives.
    for (const n of [1, 2, 3, 4, 5])
      expect(chunks.some((c) => c.text.includes(`Paragraph ${String(n)} `))).toBe(true);
  });

  it('cuts a paragraph longer than the target at sentence ends and never treats fenced # as a heading', () => {
    const long = 'A sentence of some length here. '.repeat(60);
    const chunks = chunkMarkdown(`# T\n\n${long}\n\n\`\`\`\n# not a heading\n\`\`\``);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((c) => c.headings.join() === 'T')).toBe(true);
  });
});
