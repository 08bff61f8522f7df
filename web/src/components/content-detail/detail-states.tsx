import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '@/lib/use-document-title';

export function DetailLoading({ text = 'Loading...' }: { text?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 10 }}>
      <CircularProgress aria-hidden="true" />
      <Typography>{text}</Typography>
    </Box>
  );
}

/** "… Not Found" with the reason and the way back (SPEC.md §2, §8). */
export function DetailNotFound({ title, message, backHref, backLabel }: { title: string; message: string; backHref: string; backLabel: string }) {
  useDocumentTitle(title);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography role="alert" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Button variant="contained" href={backHref}>
        {backLabel}
      </Button>
    </Paper>
  );
}
