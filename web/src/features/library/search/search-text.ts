/**
 * How the library search reads text, the same for the index and for a query: words
 * are runs of letters and digits, case and accents are ignored ('Épidural' is 'epidural'), and a
 * few filler words are left out so "pain in my back" asks for "pain" and "back". The practice's
 * synonyms (PRACTICE.searchSynonyms) are applied by expanding the query, never by changing the index.
 * No search library here: this module is small enough for the header's first download.
 */
import type { Query } from 'minisearch';

/** Lower case without accents (NFD, combining marks removed). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text as written (letters and digits; 'platelet-rich' is two words). */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Words a patient types that say nothing about the subject. */
const FILLER = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'do', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'me', 'my', 'of', 'on', 'or', 'the', 'to', 'what', 'with']);

/** A word as the index keeps it: folded, or null for a filler word. */
export function indexTerm(word: string): string | null {
  const term = foldText(word);
  return term && !FILLER.has(term) ? term : null;
}

/** The index terms of a text, in order. */
export function termsOf(text: string): string[] {
  return words(text).flatMap((word) => indexTerm(word) ?? []);
}

/** Groups of words and phrases that mean the same, as the practice configures them. */
export type SynonymGroups = readonly (readonly string[])[];

interface Phrase {
  terms: string[];
  group: number;
}

function phrasesOf(groups: SynonymGroups): Phrase[] {
  return groups
    .flatMap((group, index) => group.map((entry) => ({ terms: termsOf(entry), group: index })))
    .filter((phrase) => phrase.terms.length > 0)
    .sort((a, b) => b.terms.length - a.terms.length);
}

const startsAt = (terms: string[], at: number, phrase: string[]) => phrase.every((term, i) => terms[at + i] === term);

/**
 * The query a text asks, with the practice's synonyms: every word must match (each by prefix and
 * small typos, see searchOptions), and a word or phrase of a synonym group matches any member of
 * its group ("sciatica" finds "radiculopathy" too; "nerve burning" finds "radiofrequency ablation",
 * all of its words). Longer phrases win over the words in them. null when the text has no words.
 */
export function expandQuery(text: string, groups: SynonymGroups): Query | null {
  const terms = termsOf(text);
  if (terms.length === 0) return null;
  const phrases = phrasesOf(groups);
  const parts: Query[] = [];
  for (let at = 0; at < terms.length; ) {
    const phrase = phrases.find((p) => startsAt(terms, at, p.terms));
    if (!phrase) {
      parts.push(terms[at]!);
      at += 1;
      continue;
    }
    const alternatives = [...new Set(groups[phrase.group]!.map((entry) => termsOf(entry).join(' ')).filter(Boolean))];
    parts.push({ combineWith: 'OR', queries: alternatives.map((entry) => ({ combineWith: 'AND', queries: [entry] })) });
    at += phrase.terms.length;
  }
  return parts.length === 1 ? parts[0]! : { combineWith: 'AND', queries: parts };
}

/**
 * How forgiving each query word is: a prefix matches as you type, and a word of four letters or
 * more may be one letter off (two from eight letters: MiniSearch's fraction of the length).
 */
export const searchOptions = {
  prefix: (term: string) => term.length >= 2,
  fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
} as const;

export interface TextPart {
  text: string;
  match: boolean;
}

/** `text` cut into parts, the words whose index term is one of `terms` marked (matched words highlighted). */
export function highlightParts(text: string, terms: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const term = indexTerm(found[0]);
    if (!term || !terms.has(term)) continue;
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
