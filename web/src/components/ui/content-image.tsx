import Box, { type BoxProps } from '@mui/material/Box';
import { useState } from 'react';
import { webUrlOrEmpty } from '@common/urls';
import { theme } from '@/lib/theme';
import { staticStyles } from './static-styles';
import { useListSettling } from './list-settling';

// Written once (static-styles): every card of a list has one. Rules of no weight (`:where`): `sx` wins.
staticStyles(
  'content-image',
  `
:where(.pmc-image) { width: 100%; background-color: ${theme.palette.grey[200]}; overflow: hidden; }
:where(.pmc-image > img) { display: block; width: 100%; height: 100%; object-fit: cover; }
`,
);

interface ContentImageProps {
  src: string;
  /** '' for a decorative image (its title sits next to it). */
  alt: string;
  /** Width / height: the box keeps its shape before the image arrives (no layout shift). */
  ratio?: number;
  /** The first card or the hero loads at once; the rest when scrolled near. */
  eager?: boolean;
  sx?: BoxProps['sx'];
}

/** A content picture in a fixed-ratio box with a quiet placeholder when missing or broken. */
export function ContentImage({ src: stored, alt, ratio = 16 / 9, eager = false, sx }: ContentImageProps) {
  const [broken, setBroken] = useState<string | null>(null);
  // Mounted between two keystrokes: the placeholder until typing pauses; a picture once shown stays.
  const wait = useListSettling();
  const [started, setStarted] = useState(!wait);
  if (!wait && !started) setStarted(true);
  // Only http(s) pictures, or a picture kept for offline (a blob: address this page made from the
  // device's copy): a stored javascript: or data: address shows the placeholder.
  const src = typeof stored === 'string' && stored.startsWith('blob:') ? stored : webUrlOrEmpty(stored);
  const show = Boolean(src) && broken !== src && (started || !wait);
  const picture = show && (
    <img
      src={src}
      alt={alt}
      width={1200}
      height={Math.round(1200 / ratio)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      onError={() => setBroken(src)}
    />
  );
  const shape = { aspectRatio: String(ratio) };
  // A caller's own styles (a detail page's corners, a table's thumbnail) go through `sx`.
  return sx === undefined ? (
    <div className="pmc-image" style={shape}>
      {picture}
    </div>
  ) : (
    <Box className="pmc-image" style={shape} sx={sx}>
      {picture}
    </Box>
  );
}
