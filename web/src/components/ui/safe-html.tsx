import Box, { type BoxProps } from '@mui/material/Box';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { sanitizeHtml } from '@/lib/sanitize-html';

type SafeHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & {
  html: string;
  /** Inside a link (a card): drop links and pictures, keep their text. */
  inline?: boolean;
};

type Sanitize = typeof sanitizeHtml;
let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * The sanitizer (DOMPurify) loads when a page first has stored HTML to show, that is once its
 * record has arrived, not with the screen's code before its data. Resolves
 * once it is here; after a failed load the next call tries again.
 */
export function loadSanitizer(): Promise<Sanitize> {
  if (sanitizer) return Promise.resolve(sanitizer);
  loading ??= import('@/lib/sanitize-html').then(
    (module) => (sanitizer = module.sanitizeHtml),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The only way the portal renders stored HTML: always through sanitizeHtml. Until the sanitizer is
 * here (a first detail page of the visit) the text's place is held, a window high, so that nothing
 * below it moves into view and out again.
 */
export function SafeHtml({ html, inline = false, ...props }: SafeHtmlProps) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(sanitizer ? 'ready' : 'loading');
  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    loadSanitizer().then(
      // At once, so that the text is on the page for whoever waits on loadSanitizer after this (the resume position).
      () => live && flushSync(() => setState('ready')),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [state]);
  const clean = useMemo(() => (state === 'ready' && sanitizer ? sanitizer(html, { inline }) : null), [html, inline, state]);
  if (clean !== null) return <Box {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
  if (state === 'failed') return <Box {...props}>This text could not be loaded. Check your connection and reload the page.</Box>;
  return <Box {...props} aria-busy="true" style={{ minHeight: '100vh' }} />;
}

/**
 * Readable rich text: the body's headings sit below the page's title in size, even an h1 the
 * editor allows (docs/product.md §9: headings up to level 6).
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
