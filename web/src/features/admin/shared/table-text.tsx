import type { ReactNode } from 'react';

/**
 * A name or an address in a table cell wraps between words, never inside one: the auto table layout
 * then keeps its column at least as wide as its longest word ("Newpatient", not "Newpatie / nt").
 * `anywhere` would let the table squeeze the column to a letter's width.
 */
export const KEEP_WORDS = { overflowWrap: 'break-word' } as const;

/**
 * An e-mail address that may wrap before its @ and before each dot (and at its hyphens, as any
 * text), never inside a word. Other text is returned as it is.
 */
export function wrappableAddress(text: string): ReactNode {
  if (!text.includes('@')) return text;
  return text.split(/(?=[@.])/).map((part, i) => (i === 0 ? part : [<wbr key={i} />, part]));
}
