import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/system';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * The place of something still loading (the dashboard's cards and requests): what MUI's rounded
 * Skeleton shows, as one element, so the dashboard does not download Skeleton
 * before its data. With reduced motion on, the theme's stylesheet stops the pulse. `data-skeleton`
 * marks it for the end-to-end tests that wait until a screen has loaded.
 */
export function Skeleton({ height, 'data-testid': testId }: { height: number; 'data-testid'?: string }) {
  return (
    <Box
      component="span"
      data-testid={testId}
      data-skeleton=""
      sx={{
        display: 'block',
        height,
        borderRadius: 1,
        bgcolor: (theme) => alpha(theme.palette.text.primary, 0.11),
        animation: `${pulse} 2s ease-in-out 0.5s infinite`,
      }}
    />
  );
}
