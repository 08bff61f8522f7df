/**
 * A label in a pill (a card's category, a publication's journal, a request's status): what MUI's
 * Chip shows when it is neither clickable nor deletable, as two spans with MUI's Chip's look.
 * MUI's Chip (about 2.4 kB gzip with its styles) would otherwise load with every member screen
 * before its data (issue 14).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { alpha } from '@mui/system';

type LabelColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

interface LabelChipProps {
  label: ReactNode;
  color?: LabelColor;
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  /** A long label wraps onto more lines instead of ending in an ellipsis. */
  wrap?: boolean;
  sx?: SxProps<Theme>;
}

function colors(theme: Theme, color: LabelColor, outlined: boolean) {
  if (color === 'default') {
    return outlined
      ? { color: theme.palette.text.primary, border: `1px solid ${theme.palette.grey[400]}` }
      : { color: theme.palette.text.primary, backgroundColor: theme.palette.action.selected };
  }
  const palette = theme.palette[color];
  return outlined
    ? { color: palette.main, border: `1px solid ${alpha(palette.main, 0.7)}` }
    : { color: palette.contrastText, backgroundColor: palette.main };
}

export function LabelChip({ label, color = 'default', variant = 'filled', size = 'medium', wrap = false, sx }: LabelChipProps) {
  const outlined = variant === 'outlined';
  return (
    <Box
      component="span"
      sx={[
        (theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          boxSizing: 'border-box',
          maxWidth: '100%',
          minHeight: size === 'small' ? 24 : 32,
          height: wrap ? 'auto' : size === 'small' ? 24 : 32,
          borderRadius: '16px',
          verticalAlign: 'middle',
          fontFamily: theme.typography.fontFamily,
          fontSize: theme.typography.pxToRem(13),
          lineHeight: 1.5,
          ...colors(theme, color, outlined),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="span"
        sx={{
          px: `${(size === 'small' ? 8 : 12) - (outlined ? 1 : 0)}px`,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: wrap ? 'normal' : 'nowrap',
        }}
      >
        {label}
      </Box>
    </Box>
  );
}
