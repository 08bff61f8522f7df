/**
 * The text-size control (issue 13 §3): on reading pages, in the mobile menu, and in the dialog that
 * the My Account menu opens (text-size-dialog.tsx: apart, so that a reading page does not load
 * MUI's Dialog and Modal with its control). Every copy shows the one setting (lib/text-size.ts).
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { TEXT_SIZES, useTextSize } from '@/lib/text-size';

export const TEXT_SIZE_LABEL = 'Text size';

interface TextSizeControlProps {
  /** Hide the visible "Text size" heading when the surrounding title already says it. */
  hideLabel?: boolean;
}

export function TextSizeControl({ hideLabel = false }: TextSizeControlProps) {
  const [size, setSize] = useTextSize();
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography id={labelId} component="span" sx={hideLabel ? { display: 'none' } : { fontWeight: 600 }}>
        {TEXT_SIZE_LABEL}
      </Typography>
      <ToggleButtonGroup
        value={size}
        exclusive
        aria-labelledby={labelId}
        onChange={(_, next: unknown) => {
          // Pressing the chosen size again keeps it (the group would otherwise choose none).
          const chosen = TEXT_SIZES.find((step) => step.id === next);
          if (chosen) setSize(chosen.id);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {TEXT_SIZES.map((step) => (
          <ToggleButton
            key={step.id}
            value={step.id}
            sx={{ minHeight: 44, px: 1.5, textTransform: 'none', fontSize: `${0.875 * step.scale}rem`, color: 'text.primary', lineHeight: 1.2 }}
          >
            {step.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
