/**
 * The text-size control (issue 13 §3): on reading pages, in the mobile menu, and in the dialog that
 * the My Account menu opens. Every copy shows the one setting (lib/text-size.ts).
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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

interface TextSizeDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the closing transition: where focus goes (the control that opened it may be gone). */
  onClosed?: () => void;
}

/** The My Account menu's "Text size": the control, and a line of text to judge it by. */
export function TextSizeDialog({ open, onClose, onClosed }: TextSizeDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      disableRestoreFocus={Boolean(onClosed)}
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle id={titleId}>{TEXT_SIZE_LABEL}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>Choose how large the portal's text is on this device.</Typography>
        <TextSizeControl hideLabel />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
