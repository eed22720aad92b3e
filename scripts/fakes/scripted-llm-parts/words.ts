// Word matching shared by the scripted model's rules: which knowledge passage, which enum option, which
// boolean. Plain lowercase word overlap, so a test author can predict the answer by reading the text.

// Words too common to say what a text is about. The fake keeps its own short list rather than importing
// the knowledge retrieval's (functions/), which scripts cannot depend on.
const STOP_WORDS = new Set(
  `and are but can could did does for from had has have her him his how its let may our out she that
  the their them then there these they this those too was were what when where which who why will with
  would you your yours about also into just some than very been being any all`.split(/\s+/),
);

/** Splits camelCase and snake_case names into words: appointmentBooked → appointment booked. */
export function splitName(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
}

/** The words that carry meaning: lowercased, 3+ letters, no stop words. */
export function keywords(text: string): Set<string> {
  const words =
    splitName(text)
      .toLowerCase()
      .match(/[a-z]+/g) ?? [];
  return new Set(words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word)));
}

/** How many of `a`'s keywords are also in `b`. */
export function sharedWordCount(a: Set<string>, b: Set<string>): number {
  let count = 0;
  for (const word of a) if (b.has(word)) count += 1;
  return count;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` holds `phrase` as whole words, ignoring case, with spaces, dashes and underscores alike:
 * "hang up" is in "Please hang-up now", "bye" is not in "goodbye".
 */
export function mentions(text: string, phrase: string): boolean {
  const parts = splitName(phrase).trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (parts.length === 0) return false;
  return new RegExp(`(^|[^a-z0-9])${parts.join('[\\s_-]+')}(?=[^a-z0-9]|$)`, 'i').test(text);
}

/**
 * The enum option a text means: the one it mentions (the longest when several are, so "not interested"
 * wins over "interested"), else the one sharing the most words with it (ties: the larger share of the
 * option's words, then the earlier option), else the first.
 */
export function pickOption(options: readonly string[], text: string): string | undefined {
  const mentioned = options.filter((option) => mentions(text, option));
  if (mentioned.length > 0) {
    return mentioned.reduce((best, option) => (option.length > best.length ? option : best));
  }
  const textWords = keywords(text);
  let best: { option: string; count: number; share: number } | undefined;
  for (const option of options) {
    const optionWords = keywords(option);
    const count = sharedWordCount(optionWords, textWords);
    const share = optionWords.size === 0 ? 0 : count / optionWords.size;
    if (count > 0 && (!best || count > best.count || (count === best.count && share > best.share))) {
      best = { option, count, share };
    }
  }
  return best?.option ?? options[0];
}
