import type { CSSProperties } from 'react';
import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { alpha } from '@mui/system';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

interface ProgressBarProps {
  /** The bar's accessible name ("Loading editor", "Uploading report.pdf"). */
  label: string;
  /**
   * How far along, 0 to 100 (an upload's share sent): the bar fills that far and says so
   * (aria-valuenow, of the role's default range 0 to 100). Without it the bar only says something
   * is on its way.
   */
  value?: number;
  sx?: SxProps<Theme>;
}

/**
 * The one thin progress bar of the portal, MUI's LinearProgress look as one element and a keyframe
 * (or, with a value, a fill that moves by transform, as LinearProgress's does), so no screen
 * downloads LinearProgress. Indeterminate for "something is on its way" (a screen's code, a
 * dialog's, the editor), determinate for uploads. With reduced motion on, the theme's stylesheet
 * stops the slide and the bar stands still.
 */
export function ProgressBar({ label, value, sx }: ProgressBarProps) {
  const percent = value === undefined ? undefined : Math.min(100, Math.max(0, Math.round(value)));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      // The fill's place: inline, as it changes with every step of an upload.
      style={percent === undefined ? undefined : ({ '--pmc-fill': `${percent - 100}%` } as CSSProperties)}
      sx={[
        {
          position: 'relative',
          overflow: 'hidden',
          height: 4,
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.25),
          '&::after': { content: '""', position: 'absolute', inset: 0, width: '40%', bgcolor: 'primary.main', animation: `${slide} 1.4s ease-in-out infinite` },
          '&[aria-valuenow]::after': { width: '100%', animation: 'none', transform: 'translateX(var(--pmc-fill))', transition: 'transform 0.4s linear' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
