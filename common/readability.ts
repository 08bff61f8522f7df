/**
 * Readability for staff and members: reading time, and an estimated US school grade of
 * a text by the Flesch–Kincaid grade level formula (Kincaid et al., 1975):
 *   0.39 × (words ÷ sentences) + 11.8 × (syllables ÷ words) − 15.59.
 * Syllables are counted by a well-known English heuristic (vowel groups, a silent final e, -le),
 * so the grade is an estimate, as every readability formula is. No SDK, no DOM: rich text is
 * reduced to its words with a few regular expressions.
 */

/** A calm reading pace for patient education (words per minute). */
export const READING_WORDS_PER_MINUTE = 200;

/** The practice's target: patient materials at or below this grade (US health-literacy guidance). */
export const READING_GRADE_TARGET = 8;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of rich text: tags dropped (block ends as sentence-safe breaks), entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** The words of a text: runs of letters (apostrophes and hyphens inside a word kept), numbers count too. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Sentences: runs ending in . ! ? or a line break; at least one when there are words. */
export function sentenceCount(text: string): number {
  const sentences = text.split(/[.!?]+(?=\s|$)|\n+/).filter((part) => wordsOf(part).length > 0);
  return Math.max(sentences.length, wordsOf(text).length > 0 ? 1 : 0);
}

/** Syllables of an English word, estimated: vowel groups, less a silent final e, at least one. */
export function syllableCount(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return word.length > 0 ? 1 : 0;
  if (w.length <= 3) return 1;
  // A silent final e, -es or -ed (hopes, moved), but not the spoken -es of stretches, uses, changes.
  const trimmed = w.replace(/(?:[^laeiouycgsxzh]es|[^laeiouydt]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 0;
  return Math.max(1, groups);
}

export interface Readability {
  words: number;
  sentences: number;
  syllables: number;
  /** Flesch–Kincaid grade, one decimal, never below 0; null for a text without words. */
  grade: number | null;
  /** Whole minutes at READING_WORDS_PER_MINUTE, at least 1 for any text; 0 for none. */
  minutes: number;
}

export function readability(text: string): Readability {
  const words = wordsOf(text);
  const sentences = sentenceCount(text);
  const syllables = words.reduce((sum, word) => sum + syllableCount(word), 0);
  if (words.length === 0) return { words: 0, sentences: 0, syllables: 0, grade: null, minutes: 0 };
  const raw = 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59;
  return {
    words: words.length,
    sentences,
    syllables,
    grade: Math.max(0, Math.round(raw * 10) / 10),
    minutes: readingMinutes(words.length),
  };
}

/** Minutes to read `words` words, rounded up; 0 for none. */
export function readingMinutes(words: number): number {
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** A reading time in minutes, for cards: "5 min read"; '' for none. */
export function minutesLabel(minutes: number): string {
  return minutes > 0 ? `${minutes} min read` : '';
}

/** The reading time of rich text, for cards: "5 min read"; '' without text. */
export function readingTimeLabel(html: string): string {
  return minutesLabel(readingMinutes(wordsOf(plainText(html)).length));
}
