/**
 * The text-size control: on reading pages, in the mobile menu, and in the dialog that
 * the My Account menu opens (text-size-dialog.tsx: apart, so that a reading page does not load
 * MUI's Dialog and Modal with its control). Every copy shows the one setting (lib/text-size.ts).
 */
import { useId, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/system';
import { TEXT_SIZES, useTextSize } from '@/lib/text-size';

export const TEXT_SIZE_LABEL = 'Text size';

interface TextSizeControlProps {
  /** Hide the visible "Text size" heading when the surrounding title already says it. */
  hideLabel?: boolean;
}

/** Where an arrow key, Home or End moves the focus among the sizes (they go round). */
const MOVES: Record<string, (index: number) => number> = {
  ArrowRight: (i) => i + 1,
  ArrowDown: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  ArrowUp: (i) => i - 1,
  Home: () => 0,
  End: () => TEXT_SIZES.length - 1,
};

/**
 * The sizes as a group of toggle buttons (aria-pressed), one tab stop whose place the arrow keys,
 * Home and End move (a roving tab index), with MUI's ToggleButtonGroup's look: what that group does
 * here, on ButtonBase, without its code (roving tab index included) on every reading page before
 * its data.
 */
export function TextSizeControl({ hideLabel = false }: TextSizeControlProps) {
  const [size, setSize] = useTextSize();
  const labelId = useId();
  const chosen = TEXT_SIZES.findIndex((step) => step.id === size);
  const [stop, setStop] = useState<number | null>(null);
  const tabStop = stop ?? chosen;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const from = buttons.indexOf(event.target as HTMLButtonElement);
    if (!move || from < 0) return;
    event.preventDefault();
    buttons[(move(from) + buttons.length) % buttons.length]?.focus();
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography id={labelId} component="span" sx={hideLabel ? { display: 'none' } : { fontWeight: 600 }}>
        {TEXT_SIZE_LABEL}
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // Leaving the group: its tab stop is the chosen size again.
          if (!event.currentTarget.contains(event.relatedTarget)) setStop(null);
        }}
        sx={{ display: 'inline-flex', flexWrap: 'wrap', borderRadius: 1 }}
      >
        {TEXT_SIZES.map((step, i) => (
          <ButtonBase
            key={step.id}
            aria-pressed={i === chosen}
            tabIndex={i === tabStop ? 0 : -1}
            onFocus={() => setStop(i)}
            // Pressing the chosen size again keeps it.
            onClick={() => setSize(step.id)}
            sx={(theme) => ({
              ...theme.typography.button,
              minHeight: 44,
              px: 1.5,
              py: '11px',
              textTransform: 'none',
              fontSize: `${0.875 * step.scale}rem`,
              lineHeight: 1.2,
              color: 'text.primary',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '&:not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
              '&:not(:first-of-type)': { ml: '-1px', borderLeftColor: 'transparent', borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
              '&.Mui-focusVisible': { zIndex: 1 },
              '&:hover': {
                bgcolor: alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity),
                '@media (hover: none)': { bgcolor: 'transparent' },
              },
              '&[aria-pressed="true"]': {
                bgcolor: alpha(theme.palette.text.primary, theme.palette.action.selectedOpacity),
                '&:hover': {
                  bgcolor: alpha(theme.palette.text.primary, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity),
                  '@media (hover: none)': { bgcolor: alpha(theme.palette.text.primary, theme.palette.action.selectedOpacity) },
                },
              },
            })}
          >
            {step.label}
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
}
