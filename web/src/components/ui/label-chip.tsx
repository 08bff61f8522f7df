/**
 * A label in a pill (a card's category, a publication's journal and authors, a request's status):
 * what MUI's Chip shows when it is neither clickable nor deletable, as two spans with MUI Chip's
 * look. MUI's Chip, with its styles, would otherwise load with every member screen before its
 * data; its look is written once as classes (static-styles), since a list has
 * one on every card. The rules weigh nothing (`:where`), so a caller's `sx` always wins.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { alpha } from '@mui/system';
import { theme } from '@/lib/theme';
import { staticStyles } from './static-styles';

const LABEL_COLORS = ['default', 'primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;
type LabelColor = (typeof LABEL_COLORS)[number];

function colorCss(color: LabelColor): string {
  if (color === 'default') {
    return [
      `:where(.pmc-label.default) { color: ${theme.palette.text.primary}; background-color: ${theme.palette.action.selected}; }`,
      `:where(.pmc-label.default.outlined) { background-color: transparent; border: 1px solid ${theme.palette.grey[400]}; }`,
    ].join('\n');
  }
  const palette = theme.palette[color];
  return [
    `:where(.pmc-label.${color}) { color: ${palette.contrastText}; background-color: ${palette.main}; }`,
    `:where(.pmc-label.${color}.outlined) { color: ${palette.main}; background-color: transparent; border: 1px solid ${alpha(palette.main, 0.7)}; }`,
  ].join('\n');
}

staticStyles(
  'label-chip',
  `
:where(.pmc-label) { display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box; max-width: 100%;
  min-height: 32px; height: 32px; border-radius: 16px; vertical-align: middle; font-family: ${theme.typography.fontFamily};
  font-size: ${theme.typography.pxToRem(13)}; line-height: 1.5; }
:where(.pmc-label.small) { min-height: 24px; height: 24px; }
:where(.pmc-label.wrap) { height: auto; }
:where(.pmc-label > span) { padding: 0 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
:where(.pmc-label.small > span) { padding: 0 8px; }
:where(.pmc-label.outlined > span) { padding: 0 11px; }
:where(.pmc-label.small.outlined > span) { padding: 0 7px; }
:where(.pmc-label.wrap > span) { white-space: normal; }
${LABEL_COLORS.map(colorCss).join('\n')}
`,
);

interface LabelChipProps {
  label: ReactNode;
  color?: LabelColor;
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  /** A long label wraps onto more lines instead of ending in an ellipsis. */
  wrap?: boolean;
  sx?: SxProps<Theme>;
}

export function LabelChip({ label, color = 'default', variant = 'filled', size = 'medium', wrap = false, sx }: LabelChipProps) {
  const className = ['pmc-label', color, variant === 'outlined' && 'outlined', size === 'small' && 'small', wrap && 'wrap'].filter(Boolean).join(' ');
  const text = <span>{label}</span>;
  // A caller's own styles (a detail page's spacing, a status's weight) go through `sx`.
  return sx === undefined ? (
    <span className={className}>{text}</span>
  ) : (
    <Box component="span" className={className} sx={sx}>
      {text}
    </Box>
  );
}
