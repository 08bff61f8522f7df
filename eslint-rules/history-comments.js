/**
 * ESLint plugin `history-comments`: comments say why, in the present tense; the history of a change
 * (the tracker's issue it came from, what was tried) belongs in commit messages and docs/, so a
 * comment that names an issue by its number is refused wherever `npm run lint` looks.
 *
 * - Rule `no-issue-numbers`: every comment of a JavaScript or TypeScript file (line, block, JSDoc,
 *   JSX, shebang) is searched for "issue" or "issues" followed by a number, in any case, with or
 *   without `#`. Code and strings are not comments and are not searched; "tissue" is another word.
 * - Processor `comments-only`: the same rule for files that are not JavaScript. It hands ESLint a
 *   JavaScript text that holds only the file's comments, each at its own line and column, with
 *   everything else blanked, so the rule reports file:line:column of the original. It knows the
 *   comments of Firebase rules (`//`, block comments), HTML and SVG (`<!-- -->`, and those of their
 *   inline `<style>` and `<script>`), CSS, JSON (JSONC comments and the values of "//" keys), shell
 *   scripts, .env files and .gitignore (`#`).
 *
 * eslint.config.js turns both on for the repository's files; eslint-rules/history-comments.test.ts
 * plants a reference in each kind of file.
 */
import path from 'node:path';

/** "issue" or "issues", then a number: `#` and spaces between allowed. */
const ISSUE_NUMBER = /\bissues?\s*#?\s*\d+/gi;

/** @type {import('eslint').Rule.RuleModule} */
const noIssueNumbers = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments never name an issue by its number: say the reason itself' },
    schema: [],
    messages: {
      issueNumber: "Comment names an issue ('{{text}}'): say the reason itself; history belongs in commit messages and docs/.",
    },
  },
  create(context) {
    const { sourceCode } = context;
    return {
      Program() {
        for (const comment of sourceCode.getAllComments()) {
          // value leaves out the opening `//`, `/*` or `#!`, two characters each.
          const valueStart = comment.range[0] + 2;
          for (const match of comment.value.matchAll(ISSUE_NUMBER)) {
            const start = valueStart + match.index;
            context.report({
              loc: { start: sourceCode.getLocFromIndex(start), end: sourceCode.getLocFromIndex(start + match[0].length) },
              messageId: 'issueNumber',
              data: { text: match[0] },
            });
          }
        }
      },
    };
  },
};

// ---- Finding the comments of other languages ------------------------------------------------------
// Each finder returns { type, start, end } spans of `text` (end exclusive): 'line' (`//` to the end of
// the line) and 'block' (`/* */`) are valid JavaScript as they stand; 'html' (`<!-- -->`), 'hash'
// (`#` to the end of the line) and 'string' (the quoted value of a JSON "//" key) are rewritten.

const LINE_BREAK = '\r\n|[\r\n\u2028\u2029]';

/** The index where the line holding `index` ends (its line break, or the end of the text). */
function lineEnd(text, index) {
  const lineBreak = new RegExp(LINE_BREAK, 'g');
  lineBreak.lastIndex = index;
  const match = lineBreak.exec(text);
  return match ? match.index : text.length;
}

/** The index where the line holding `index` starts. */
function lineStart(text, index) {
  let i = index;
  while (i > 0 && !'\r\n\u2028\u2029'.includes(text[i - 1])) i--;
  return i;
}

/** Where the string opened by the quote at `open` ends (after its closing quote). */
function stringEnd(text, open, to) {
  const quote = text[open];
  let i = open + 1;
  while (i < to) {
    const ch = text[i];
    if (ch === '\\') i += 2;
    else if (ch === quote) return i + 1;
    else if (quote !== '`' && (ch === '\n' || ch === '\r')) return i;
    else i++;
  }
  return to;
}

/**
 * Comments of a C-like language between `from` and `to`: Firebase rules, CSS, JSON, inline
 * scripts. `quotes` are the string delimiters to skip; `commentKeys` takes the value of a JSON
 * "//" key as a comment.
 */
function cLikeComments(text, from, to, { line = true, quotes = '"\'', commentKeys = false }) {
  const spans = [];
  let i = from;
  while (i < to) {
    const ch = text[i];
    if (quotes.includes(ch)) {
      const end = stringEnd(text, i, to);
      if (commentKeys && text.slice(i, end) === '"//"') {
        const value = /^\s*:\s*"/.exec(text.slice(end, to));
        if (value) {
          const open = end + value[0].length - 1;
          const close = stringEnd(text, open, to);
          spans.push({ type: 'string', start: open, end: close });
          i = close;
          continue;
        }
      }
      i = end;
    } else if (ch === '/' && text[i + 1] === '/' && line) {
      const end = Math.min(lineEnd(text, i), to);
      spans.push({ type: 'line', start: i, end });
      i = end;
    } else if (ch === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      const closed = close >= 0 && close + 2 <= to;
      const end = closed ? close + 2 : to;
      spans.push({ type: 'block', start: i, end, closed });
      i = end;
    } else i++;
  }
  return spans;
}

/** HTML and SVG: `<!-- -->`, and the comments of inline `<style>` (CSS) and `<script>`. */
function htmlComments(text) {
  const spans = [];
  const tags = /<!--|<(script|style)\b[^>]*>/gi;
  let match;
  while ((match = tags.exec(text))) {
    if (match[0] === '<!--') {
      const close = text.indexOf('-->', match.index + 4);
      const end = close < 0 ? text.length : close + 3;
      spans.push({ type: 'html', start: match.index, end });
      tags.lastIndex = end;
    } else {
      const element = match[1].toLowerCase();
      const close = text.toLowerCase().indexOf(`</${element}`, tags.lastIndex);
      const end = close < 0 ? text.length : close;
      spans.push(...cLikeComments(text, tags.lastIndex, end, element === 'style' ? { line: false } : { quotes: '"\'`' }));
      tags.lastIndex = end;
    }
  }
  return spans;
}

/**
 * `#` comments. A shell script's (`inline`, `shellQuotes`): a `#` that starts a word, outside
 * quotes; an .env file's (`inline`): the same with quotes that end with their line; .gitignore's:
 * only a line whose first character that is not a space is `#`.
 */
function hashComments(text, { inline, shellQuotes = false }) {
  const spans = [];
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ('\r\n\u2028\u2029'.includes(ch)) {
      if (!shellQuotes) quote = null;
    } else if (quote) {
      if (ch === '\\' && quote === '"') i++;
      else if (ch === quote) quote = null;
    } else if (ch === '#') {
      const before = text.slice(lineStart(text, i), i);
      if (inline ? before === '' || /[\s;|&(]$/.test(before) : before.trim() === '') {
        const end = lineEnd(text, i);
        spans.push({ type: 'hash', start: i, end });
        i = end - 1;
      }
    } else if (inline && (ch === '"' || ch === "'")) quote = ch;
    else if (shellQuotes && ch === '\\') i++;
  }
  return spans;
}

/** The comments of `filename` by its kind, or null for a kind this processor does not read. */
function commentsOf(text, filename) {
  const base = path.basename(filename);
  const ext = path.extname(base).toLowerCase();
  if (ext === '.rules') return cLikeComments(text, 0, text.length, {});
  if (ext === '.css') return cLikeComments(text, 0, text.length, { line: false });
  if (ext === '.json' || base === '.firebaserc') return cLikeComments(text, 0, text.length, { quotes: '"', commentKeys: true });
  if (ext === '.html' || ext === '.htm' || ext === '.svg') return htmlComments(text);
  if (base === '.gitignore' || base.endsWith('ignore')) return hashComments(text, { inline: false });
  if (base.startsWith('.env') || base.startsWith('.secret')) return hashComments(text, { inline: true });
  if (ext === '.sh' || ext === '.bash' || ext === '') return hashComments(text, { inline: true, shellQuotes: true });
  return null;
}

// ---- The processor -------------------------------------------------------------------------------

/** Per file being linted, the columns its JavaScript text moved (see commentsOnlyText). */
const shiftsByFile = new Map();

/**
 * A JavaScript text of the same lines as `text` holding only `spans`, each at its own position.
 * A `#` comment that starts its line cannot be given a `//` before it, so its text moves one
 * column right; `shifts` lists those lines (1-based) for the reports to be moved back.
 */
function commentsOnlyText(text, spans) {
  const out = text.split('').map((ch) => ('\r\n\u2028\u2029'.includes(ch) ? ch : ' '));
  const lineStarts = [0];
  for (const match of text.matchAll(new RegExp(LINE_BREAK, 'g'))) lineStarts.push(match.index + match[0].length);
  const lineOf = (index) => {
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1] <= index) line++;
    return line;
  };
  const shifts = [];
  const put = (at, chars) => {
    for (let k = 0; k < chars.length; k++) out[at + k] = chars[k];
  };
  /** A `//` comment of the one-line text from bodyStart to bodyEnd, ending where the body ends. */
  const lineComment = (bodyStart, bodyEnd) => {
    const body = text.slice(bodyStart, bodyEnd);
    const line = lineOf(bodyStart);
    if (bodyStart - 2 >= lineStarts[line]) put(bodyStart - 2, `//${body}`);
    else {
      // Too close to the line's start: the line is rebuilt with the body one column on.
      const lineText = `//${body}`;
      const from = lineStarts[line];
      const to = lineEnd(text, from);
      out.splice(from, to - from, ...lineText);
      shifts.push({ line: line + 1, from: bodyStart - from + 1, by: 2 - (bodyStart - from) });
    }
  };
  // Back to front, so that a rebuilt line (which may change length) leaves earlier offsets alone.
  for (const span of [...spans].sort((a, b) => b.start - a.start)) {
    const raw = text.slice(span.start, span.end);
    if (span.type === 'line') put(span.start, raw);
    else if (span.type === 'block') put(span.start, span.closed ? raw : `${raw}*/`);
    else if (span.type === 'html') {
      const closed = raw.endsWith('-->');
      const body = raw.slice(4, closed ? -3 : undefined).replaceAll('*/', '*_');
      put(span.start, `/*  ${body}${closed ? '*/ ' : '*/'}`);
    } else if (span.type === 'hash') lineComment(span.start + 1, span.end);
    else if (span.type === 'string') lineComment(span.start + 1, Math.max(span.start + 1, span.end - 1));
  }
  return { text: out.join(''), shifts };
}

/** @type {import('eslint').Linter.Processor} */
const commentsOnly = {
  meta: { name: 'comments-only' },
  preprocess(text, filename) {
    const spans = commentsOf(text, filename);
    if (!spans) throw new Error(`history-comments/comments-only does not know the comments of ${filename}.`);
    const virtual = commentsOnlyText(text, spans);
    shiftsByFile.set(filename, virtual.shifts);
    return [{ text: virtual.text, filename: 'comments.js' }];
  },
  postprocess(messages, filename) {
    const shifts = shiftsByFile.get(filename) ?? [];
    shiftsByFile.delete(filename);
    const back = (line, column) => {
      const shift = shifts.find((s) => s.line === line);
      return shift && column > shift.from ? Math.max(shift.from, column - shift.by) : column;
    };
    return messages.flat().map((m) => ({
      ...m,
      column: back(m.line, m.column),
      ...(m.endLine === undefined ? {} : { endColumn: back(m.endLine, m.endColumn) }),
    }));
  },
  supportsAutofix: false,
};

export default {
  meta: { name: 'history-comments' },
  rules: { 'no-issue-numbers': noIssueNumbers },
  processors: { 'comments-only': commentsOnly },
};
