import Box, { type BoxProps } from '@mui/material/Box';
import { useState } from 'react';
import { webUrlOrEmpty } from '@common/urls';

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
  // Only http(s) pictures: a stored javascript: or data: address shows the placeholder.
  const src = webUrlOrEmpty(stored);
  const show = Boolean(src) && broken !== src;
  return (
    <Box sx={[{ aspectRatio: String(ratio), width: '100%', bgcolor: 'grey.200', overflow: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {show && (
        <img
          src={src}
          alt={alt}
          width={1200}
          height={Math.round(1200 / ratio)}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
          onError={() => setBroken(src)}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
