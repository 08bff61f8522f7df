/**
 * Writes firestore.rules' generated block (the library's document checks) from CONTENT_KINDS of
 * common/content.ts: `npm run rules:generate`. common/content-rules.test.ts fails until it has run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { withContentRules } from '../common/content-rules';

const file = new URL('../firestore.rules', import.meta.url);
const before = readFileSync(file, 'utf8');
const after = withContentRules(before);
if (after === before) console.log('firestore.rules is up to date.');
else {
  writeFileSync(file, after);
  console.log('firestore.rules: the generated content rules were rewritten.');
}
