import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { alpha } from '@mui/system';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar for "something is on its way" (a screen's code, a dialog's): what MUI's indeterminate
 * LinearProgress shows, as one element and a keyframe, so the member layout and the dashboard do not
 * download LinearProgress before their data. With reduced motion on, the
 * theme's stylesheet stops the slide and the bar stands still.
 */
export function ProgressBar({ label, sx }: { label: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={[
        {
          position: 'relative',
          overflow: 'hidden',
          height: 4,
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.25),
          '&::after': { content: '""', position: 'absolute', inset: 0, width: '40%', bgcolor: 'primary.main', animation: `${slide} 1.4s ease-in-out infinite` },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
