import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PRACTICE_CONTACT, telHref } from '@/config/practice-contact';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';

/**
 * The guest pages' frame: one card, the practice's name, and a phone number for help. A page that
 * brings its own card (a legal page) asks for none and for more width.
 */
export function AuthLayout({ children, width = 'sm', card = true }: { children: ReactNode; width?: 'sm' | 'md'; card?: boolean }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}>
        <Container maxWidth={width}>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            PMC Portal
          </Typography>
          <Typography component="p" variant="body2" sx={{ opacity: 0.95 }}>
            {PRACTICE_CONTACT.name} members
          </Typography>
        </Container>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} maxWidth={width} sx={{ flex: 1, py: { xs: 3, sm: 6 } }}>
        {card ? (
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
            {children}
          </Paper>
        ) : (
          children
        )}
      </Container>
      <Box component="footer" sx={{ py: 3, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Need help? Call us at <Link href={telHref(PRACTICE_CONTACT.phone)}>{PRACTICE_CONTACT.phone}</Link> ({PRACTICE_CONTACT.officeHours}).
        </Typography>
      </Box>
    </Box>
  );
}
