/**
 * The history-comments check as `npm run lint` runs it: the repository's own eslint.config.js on
 * fixture texts given with the path they would have, one planted reference per comment kind, text
 * outside comments left alone, and every tracked file within the check's reach.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });
const RULE = 'history-comments/no-issue-numbers';
/** The processor's meta.name, which ESLint keeps on a file's computed config. */
const PROCESSOR = 'comments-only';
// Built from parts, so that this file's own comments and code pass the check it tests.
const PLANTED = ['issue', '12'].join(' ');

/** Where the check reports `code` placed at `file`, as line:column (other rules' findings ignored). */
async function reported(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  expect(result.messages.filter((m) => m.fatal || m.ruleId === null)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => `${m.line}:${m.column}`);
}

/** [what, file, code, where the planted reference is reported]. */
const PLANTED_IN: [string, string, string, string[]][] = [
  ['a TypeScript line comment', 'common/fixture.ts', `export const a = 1; // ${PLANTED}\n`, ['1:24']],
  ['a TypeScript JSDoc comment', 'functions/src/fixture.ts', `/**\n * Why (${PLANTED} §4).\n */\nexport const a = 1;\n`, ['2:9']],
  ['a TSX comment', 'web/src/fixture.tsx', `export const A = () => (\n  <div>{/* ${PLANTED} */}</div>\n);\n`, ['2:12']],
  ['a JavaScript comment', 'scripts/fixture.mjs', `// ${PLANTED}\nexport const a = 1;\n`, ['1:4']],
  ['a declaration file comment', 'tooling/fixture.d.mts', `/** ${PLANTED} */\nexport declare const a: number;\n`, ['1:5']],
  ['a test comment', 'tests/rules/fixture.test.ts', `// ${PLANTED}\nexport {};\n`, ['1:4']],
  ['a bench comment', 'bench/fixture.ts', `/* ${PLANTED} */\nexport {};\n`, ['1:4']],
  ['firestore.rules', 'firestore.rules', `rules_version = '2';\n\n// Default deny (${PLANTED}).\nservice cloud.firestore {}\n`, ['3:18']],
  ['storage.rules (block comment)', 'storage.rules', `service firebase.storage {\n  /* Images:\n     ${PLANTED} */\n}\n`, ['3:6']],
  ['an HTML comment', 'web/index.html', `<!doctype html>\n<body>\n  <!-- ${PLANTED} -->\n</body>\n`, ['3:8']],
  ['an inline style comment', 'web/index.html', `<style>\n  /* ${PLANTED} */\n</style>\n`, ['2:6']],
  ['an inline script comment', 'web/index.html', `<script>\n  // ${PLANTED}\n</script>\n`, ['2:6']],
  ['an SVG comment', 'web/public/fixture.svg', `<svg><!-- ${PLANTED} --></svg>\n`, ['1:11']],
  ['a shell comment', '.ci/run', `#!/usr/bin/env bash\n# ${PLANTED}\nnpm test # ${PLANTED}\n`, ['2:3', '3:12']],
  ['an .env comment', 'functions/.env.demo-pmc', `# ${PLANTED}\nA=b # ${PLANTED}\n`, ['1:3', '2:7']],
  ['a .gitignore comment', 'web/.gitignore', `# ${PLANTED}\ndist/\n`, ['1:3']],
  ['a JSON "//" value', 'bench/tsconfig.json', `{\n  "//": "Type-checks (${PLANTED}).",\n  "include": []\n}\n`, ['2:23']],
];

/** [what, file, code]: an issue number outside comments, or a word that only ends like one. */
const NOT_A_REFERENCE: [string, string, string][] = [
  ['another word in a comment', 'common/fixture.ts', `// The ${['tissue', '12'].join(' ')} weeks on; ${['reissues', '3'].join(' ')} times.\nexport {};\n`],
  ['a string literal', 'common/fixture.ts', `export const note = '${PLANTED}';\n`],
  ['a template literal', 'scripts/fixture.mjs', `export const note = \`// ${PLANTED}\`;\n`],
  ['a rules string', 'firestore.rules', `service cloud.firestore {\n  function f() { return '// ${PLANTED}'; }\n}\n`],
  ['HTML text and a script string', 'web/index.html', `<p>${PLANTED}</p>\n<script>const s = "/* ${PLANTED} */";</script>\n`],
  ['a quoted shell word and $#', '.ci/run', `echo "# ${PLANTED}" $#\n`],
  ['an .env value', 'web/.env.example', `A="b # ${PLANTED}"\n`],
  ['a .gitignore pattern', '.gitignore', `foo#${PLANTED}\n`],
  ['a JSON value', 'firebase.json', `{ "note": "// ${PLANTED}" }\n`],
];

describe('history-comments/no-issue-numbers', () => {
  it.each(PLANTED_IN)('reports %s', async (_, file, code, where) => {
    expect(await reported(file, code)).toEqual(where);
  });

  it.each(NOT_A_REFERENCE)('leaves alone %s', async (_, file, code) => {
    expect(await reported(file, code)).toEqual([]);
  });

  it('reports every spelling: plural, any case, with #', async () => {
    const code = [['issues', '9'], ['ISSUE', '#4'], ['Issue', "14's"]].map((parts) => `// ${parts.join(' ')}`).join('\n');
    expect(await reported('common/fixture.ts', `${code}\nexport {};\n`)).toEqual(['1:4', '2:4', '3:4']);
  });

  it('names what it found and where it belongs', async () => {
    const [result] = await eslint.lintText(`// ${PLANTED}\n`, { filePath: 'common/fixture.ts' });
    expect(result.messages.find((m) => m.ruleId === RULE)?.message).toBe(
      `Comment names an issue ('${PLANTED}'): say the reason itself; history belongs in commit messages and docs/.`,
    );
  });

  it('reaches every tracked file but documentation, raster pictures and bench results', async () => {
    /** Whether `npm run lint` runs the rule on `file`, directly or through the processor. */
    const isChecked = async (file: string) => {
      if (await eslint.isPathIgnored(file)) return false;
      const config = await eslint.calculateConfigForFile(file);
      return config?.processor?.meta?.name === PROCESSOR || config?.rules?.[RULE]?.[0] === 2;
    };
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(tracked).toEqual(expect.arrayContaining(['firestore.rules', 'storage.rules', 'web/index.html', '.ci/run']));
    // Raster pictures (the README's screenshots) hold no comments to read.
    const outOfReach = (file: string) =>
      file.endsWith('.md') || /\.(png|jpe?g|webp|gif)$/.test(file) || file.startsWith('bench/results/') || file === 'package-lock.json';
    const unchecked: string[] = [];
    for (const file of tracked.filter((f) => !outOfReach(f))) if (!(await isChecked(file))) unchecked.push(file);
    expect(unchecked).toEqual([]);
    expect(await isChecked('README.md')).toBe(false);
  });
});
