import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A screen's loading state (docs/product.md §2: 'Loading publications...' with a spinner), announced politely. */
export function LoadingStatus({ text = 'Loading...' }: { text?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden="true" />
      <Typography>{text}</Typography>
    </Box>
  );
}
