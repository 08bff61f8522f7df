import { Fragment } from 'react';
import { highlightParts } from './search-text';

/** `text` with the words a search matched in <mark> (styled where it is shown). */
export function Highlighted({ text, terms }: { text: string; terms: ReadonlySet<string> }) {
  return (
    <>
      {highlightParts(text, terms).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}
    </>
  );
}

/** How a <mark> looks on a light surface: bold on a pale yellow, the text's own colour (contrast kept). */
export const MARK_STYLE = { '& mark': { bgcolor: '#fff0a8', color: 'inherit', fontWeight: 700, borderRadius: '2px' } } as const;
