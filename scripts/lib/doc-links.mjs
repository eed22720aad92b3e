// @ts-check
// Checks the relative links of the README and the docs: each must name a file or folder that exists and,
// with a #heading, a heading of that Markdown file (GitHub's anchors). Run by scripts/lib/doc-links.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** `[text](target)` and `![alt](target)`, outside code; the target up to a space or the closing paren. */
const LINK = /!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/**
 * GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens.
 * @param {string} heading
 */
export function headingAnchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** @param {string} markdown  without its fenced code blocks */
function withoutFences(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** @param {string} markdown  without its fenced code blocks and inline code spans */
function withoutCode(markdown) {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}

/**
 * The anchors of a Markdown file's headings (a repeated heading gets -1, -2, … as on GitHub).
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function anchorsOf(markdown) {
  const anchors = new Set();
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const [, heading = ''] of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = headingAnchor(heading.replace(/`/g, ''));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/**
 * The relative links of one Markdown file that do not resolve.
 * @param {string} file  absolute path
 * @returns {string[]}  `file: target (why)`
 */
export function brokenLinks(file) {
  const text = readFileSync(file, 'utf8');
  /** @type {string[]} */
  const broken = [];
  for (const [, target = ''] of withoutCode(text).matchAll(LINK)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    const [path = '', anchor] = target.split('#');
    const resolved = path === '' ? file : join(dirname(file), decodeURIComponent(path));
    if (!existsSync(resolved)) {
      broken.push(`${file}: ${target} (no such file)`);
      continue;
    }
    if (anchor !== undefined && resolved.endsWith('.md') && statSync(resolved).isFile()) {
      if (!anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)) {
        broken.push(`${file}: ${target} (no heading #${anchor} in ${relative(dirname(file), resolved)})`);
      }
    }
  }
  return broken;
}

/**
 * The README, every page under docs/ and the workspaces' READMEs.
 * @param {string} root
 * @returns {string[]}  absolute paths
 */
export function documentationFiles(root) {
  const docs = readdirSync(join(root, 'docs'), { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name));
  const readmes = ['README.md', 'emulator/README.md', 'e2e/README.md']
    .map((name) => join(root, name))
    .filter((path) => existsSync(path));
  return [...readmes, ...docs];
}
