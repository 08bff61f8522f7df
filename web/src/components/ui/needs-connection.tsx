import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

export const OFFLINE_TEXTS = {
  banner: "You're offline: showing what you kept",
  needsTitle: 'This page needs a connection',
  needsText: "You're offline, and this page was not kept for offline. Connect to the internet to open it, or read one of the pages you kept (Saved).",
  listLine: 'Only pages you kept for offline are shown. The others need a connection.',
} as const;

/** What a screen that cannot be read offline shows instead of failing. */
export function NeedsConnection() {
  return (
    <Box sx={{ py: 4 }} data-needs-connection="">
      <Typography variant="h1" sx={{ mb: 2 }}>
        {OFFLINE_TEXTS.needsTitle}
      </Typography>
      <Typography>{OFFLINE_TEXTS.needsText}</Typography>
    </Box>
  );
}
