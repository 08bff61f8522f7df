import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BANNER_TEXT, BRAND } from '@/lib/brand';

/** The title banner of a list screen: the page's one h1 and a short introduction. */
export function ContentBanner({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{ bgcolor: BRAND.primary, color: '#ffffff', borderRadius: 2, px: { xs: 2.5, md: 5 }, py: { xs: 3, md: 5 }, mb: 3 }}
    >
      <Typography variant="h1" sx={{ mb: children ? 1.5 : 0 }}>
        {title}
      </Typography>
      {children && (
        <Typography component="div" sx={{ ...BANNER_TEXT, maxWidth: '60ch' }}>
          {children}
        </Typography>
      )}
    </Box>
  );
}
