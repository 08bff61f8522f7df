/**
 * The bench's floor of this stack: the sign-in form rendered by React and MUI alone, no
 * router, no Firebase, no session, no code splitting. `npm run bench` builds it beside the app
 * (/reference/mui/) and runs Lighthouse on it in the same run as the portal's screens, so a host's
 * speed shows in the reference's score too. It imports nothing from the app on purpose: it stays the
 * cost of React + MUI + Emotion for this form, whatever the app becomes.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  palette: { primary: { main: '#0b4a7d' }, text: { primary: '#1a1a1a', secondary: '#454545' }, background: { default: '#f4f7fa' } },
  typography: { fontSize: 16, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', button: { textTransform: 'none' } },
});

function SignIn() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', py: 4 }}>
      <Container maxWidth="sm">
        <Typography sx={{ fontWeight: 700, fontSize: '1.5rem', textAlign: 'center', mb: 3, color: 'primary.main' }}>PMC Portal</Typography>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            Sign In
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Welcome back. Sign in to your member account.
          </Typography>
          <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => event.preventDefault()}>
            <TextField label="Email" type="email" autoComplete="email" fullWidth />
            <TextField label="Password" type="password" autoComplete="current-password" fullWidth />
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <FormControlLabel control={<Checkbox />} label="Remember me" />
              <Link href="/forgot-password">Forgot password?</Link>
            </Stack>
            <Button type="submit" variant="contained" size="large" fullWidth disableElevation>
              Sign In
            </Button>
          </Stack>
          <Typography sx={{ mt: 3, textAlign: 'center' }}>
            Don&apos;t have an account? <Link href="/register">Sign up</Link>
          </Typography>
        </Paper>
      </Container>
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SignIn />
    </ThemeProvider>
  </StrictMode>,
);
