import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BANNER_TEXT, BRAND } from '@/lib/brand';
import { WELCOME } from '../screen-intros';

export function WelcomeBanner({ name }: { name: string }) {
  return (
    <Paper
      component="section"
      elevation={0}
      sx={{ p: { xs: 3, md: 5 }, mb: 4, color: 'primary.contrastText', background: `linear-gradient(135deg, ${BRAND.primary}, ${BRAND.footer})` }}
    >
      <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {WELCOME.heading}, {name}
      </Typography>
      <Typography sx={BANNER_TEXT}>
        {WELCOME.text}
      </Typography>
    </Paper>
  );
}
