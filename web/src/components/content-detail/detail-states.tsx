import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '@/lib/use-document-title';


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
