import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentRules, GENERATED_BEGIN, GENERATED_END, withContentRules } from '../common/content-rules';

const RULES = readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8');

describe("firestore.rules' generated content rules", () => {
  it('are current: run `npm run rules:generate` after changing CONTENT_KINDS', () => {
    expect(RULES).toContain(contentRules());
    expect(withContentRules(RULES)).toBe(RULES);
  });

  it('replace only what lies between the markers', () => {
    const rules = `before\n${GENERATED_BEGIN}\nstale\n${GENERATED_END}\nafter`;
    expect(withContentRules(rules)).toBe(`before\n${contentRules()}\nafter`);
    expect(() => withContentRules('no markers')).toThrow(/marker/);
  });
});
