import { describe, expect, it } from 'vitest';
import { plainText, readability, readingMinutes, readingTimeLabel, sentenceCount, syllableCount, wordsOf } from './readability';

describe('syllables of English words (the estimate the grade uses)', () => {
  const counts: Record<string, number> = { cat: 1, the: 1, pain: 1, stretches: 2, gentle: 2, morning: 2, medicine: 3, physical: 3, exercise: 3, inflammation: 4, radiculopathy: 6, hopes: 1, uses: 2, changes: 2, moved: 1, needed: 2, make: 1, hurt: 1 };
  it.each(Object.entries(counts))('%s: %i', (word, count) => {
    expect(syllableCount(word)).toBe(count);
  });
});

describe('words and sentences', () => {
  it('counts words with apostrophes and hyphens inside, and numbers', () => {
    expect(wordsOf("Don't stop: a 10-minute walk, twice a day.")).toEqual(["Don't", 'stop', 'a', '10-minute', 'walk', 'twice', 'a', 'day']);
  });

  it('ends sentences at . ! ? and line breaks, not inside numbers', () => {
    expect(sentenceCount('Walk daily. Rest when it hurts! Is it 2.5 km? Yes')).toBe(4);
    expect(sentenceCount('One heading\nA line of text.')).toBe(2);
    expect(sentenceCount('')).toBe(0);
  });

  it('reads rich text as its words: tags dropped, blocks end sentences, entities decoded', () => {
    expect(plainText('<h2>Heat &amp; ice</h2><p>Use <strong>heat</strong> for&nbsp;stiffness.</p><script>x()</script>')).toBe('Heat & ice\n Use heat for stiffness.');
  });
});

describe('the Flesch–Kincaid grade and reading time of fixed texts', () => {
  it('a very plain sentence: grade 0 (the formula goes below zero)', () => {
    // 6 words, 1 sentence, 6 syllables: 0.39 × 6 + 11.8 × 1 − 15.59 = −1.45, shown as 0.
    expect(readability('The cat sat on the mat.')).toEqual({ words: 6, sentences: 1, syllables: 6, grade: 0, minutes: 1 });
  });

  it('plain patient advice: a low grade', () => {
    // 17 words in 2 sentences; the grade is the formula over the counted syllables.
    const result = readability('Walk a little every day. Rest when the pain gets worse and call us if it does.');
    expect(result).toMatchObject({ words: 17, sentences: 2 });
    expect(result.grade).toBeCloseTo(0.39 * (17 / 2) + 11.8 * (result.syllables / 17) - 15.59, 1);
    expect(result.grade!).toBeLessThan(4);
  });

  it('clinical wording: well above the target', () => {
    const result = readability(
      'Radiofrequency ablation interrupts nociceptive transmission from inflamed facet joints, providing sustained analgesia for appropriately selected individuals.',
    );
    expect(result.words).toBe(16);
    expect(result.sentences).toBe(1);
    expect(result.grade!).toBeGreaterThan(16);
  });

  it('reading time at 200 words a minute, rounded up', () => {
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingTimeLabel(`<p>${'word '.repeat(450)}</p>`)).toBe('3 min read');
    expect(readingTimeLabel('<p></p>')).toBe('');
    expect(readability('')).toEqual({ words: 0, sentences: 0, syllables: 0, grade: null, minutes: 0 });
  });
});
