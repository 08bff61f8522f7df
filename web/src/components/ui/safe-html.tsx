import Box, { type BoxProps } from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

type SafeHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & {
  html: string;
  /** Inside a link (a card): drop links and pictures, keep their text. */
  inline?: boolean;
};

/** The only way the portal renders stored HTML: always through sanitizeHtml. */
export function SafeHtml({ html, inline = false, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { inline }), [html, inline]);
  return <Box {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * Readable rich text: the body's headings sit below the page's title in size, even an h1 the
 * editor allows (SPEC.md "Editor": headings up to level 6).
 */
export const richTextSx = {
  fontSize: '1.0625rem',
  lineHeight: 1.7,
  '& h1': { fontSize: '1.75rem', mt: 4, mb: 1.5 },
  '& h2': { fontSize: '1.5rem', mt: 4, mb: 1.5 },
  '& h3': { fontSize: '1.25rem', mt: 3, mb: 1 },
  '& h4, & h5, & h6': { fontSize: '1.125rem', mt: 2.5, mb: 1 },
  '& p, & ul, & ol': { mb: 2 },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& a': { color: 'primary.main' },
} as const;
