import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  title: string;
  /** The screen's own heading (a not-found page) or a section's (a list with nothing in it). */
  level?: 'h1' | 'h2';
  text: ReactNode;
  /** Announce the text at once (a page that turned out not to exist). */
  alert?: boolean;
  /** The one way on: clear the filters, browse, go back. */
  action: ReactNode;
}

/** "Nothing here" on every screen alike: a heading, what to do about it, and one way on. */
export function EmptyState({ title, level = 'h2', text, alert = false, action }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant={level} sx={level === 'h1' ? { mb: 2 } : { fontSize: '1.375rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography color={level === 'h1' ? undefined : 'text.secondary'} role={alert ? 'alert' : undefined} sx={{ mb: 3 }}>
        {text}
      </Typography>
      {action}
    </Paper>
  );
}
