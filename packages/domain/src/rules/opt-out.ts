// In-call opt-out: whether what a callee said asks not to be called again. The hook the agent runtime
// calls on each caller turn (issue 37, item 2); the phrases are an organisation setting, these are its
// defaults. Matching is on whole words, case- and punctuation-blind ("Please STOP calling me!" matches
// 'stop calling'; "unstoppable calling" does not). It errs towards opting out: a false positive costs
// one number on the do-not-call list, a false negative an unlawful call.

export const DEFAULT_OPT_OUT_PHRASES: readonly string[] = [
  'stop calling',
  'do not call',
  "don't call",
  'dont call',
  'remove me',
  'take me off',
  'put me on your do not call list',
  'unsubscribe',
  'opt out',
  'no more calls',
];

/** Lower case, apostrophes kept, every other run of non-letters as one space. */
function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim()} `;
}

/** Whether `text` contains one of `phrases` as whole words. */
export function isOptOutRequest(text: string, phrases: readonly string[] = DEFAULT_OPT_OUT_PHRASES): boolean {
  const said = words(text);
  return phrases.some((phrase) => {
    const wanted = words(phrase);
    return wanted.trim() !== '' && said.includes(wanted);
  });
}
