import { createTheme } from '@mui/material/styles';
import { LinkBehavior } from './link-behavior';
import { BODY_TEXT, BRAND, FONT_FAMILY, HEADING_1, PAGE_COLORS } from './brand';

/**
 * Many members are older and read on phones while in pain: large type, strong contrast (every pair
 * below passes WCAG AA, most AAA), a focus ring that shows on light and dark backgrounds, and
 * touch targets of at least 44 px.
 */
export const FOCUS_RING = {
  outline: '3px solid #ffbf47',
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px #1a1a1a',
} as const;


/**
 * Whether the system asks for less motion. The stylesheet below stops every CSS
 * animation and transition while the setting is on, even when it changes later; with it on at load,
 * MUI's own transitions also take no time, so nothing waits on a movement that is not shown.
 */
const reduceMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const NO_MOTION = {
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  create: () => 'none',
  getAutoHeightDuration: () => 0,
};

export const theme = createTheme({
  ...(reduceMotion ? { transitions: NO_MOTION } : {}),
  // MUI's widths (600, 900, 1200, 1536 px at the browser's usual 16 px) in em: media queries in em
  // follow the browser's text size, so with text at 200 % a window takes the layout of one half as
  // wide and nothing runs off the side (WCAG 2.2 SC 1.4.4). The reader's own text size
  // (lib/text-size.ts) scales the page, not these.
  breakpoints: { values: { xs: 0, sm: 37.5, md: 56.25, lg: 75, xl: 96 }, unit: 'em' },
  palette: {
    mode: 'light',
    primary: { main: BRAND.primary, contrastText: '#ffffff' },
    secondary: { main: '#00695c', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    // MUI's default orange and green fail AA as text on white (outlined buttons, status chips).
    warning: { main: '#8a4600', contrastText: '#ffffff' },
    success: { main: '#1e6b2a', contrastText: '#ffffff' },
    text: { primary: PAGE_COLORS.text, secondary: PAGE_COLORS.textSecondary },
    background: { default: PAGE_COLORS.background, paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    // 16 px body2 and buttons, 18 px body1.
    fontSize: 16,
    fontFamily: FONT_FAMILY,
    h1: HEADING_1,
    h2: { fontSize: '1.625rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.35 },
    h4: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.4 },
    h5: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.4 },
    h6: { fontSize: '1.0625rem', fontWeight: 700, lineHeight: 1.4 },
    body1: BODY_TEXT,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible, [tabindex]:focus-visible': FOCUS_RING,
        // Targets of in-page jumps (skip link, focus moved on navigation) need no ring.
        '[tabindex="-1"]:focus-visible': { outline: 'none', boxShadow: 'none' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            transitionDelay: '0ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButtonBase: {
      defaultProps: { LinkComponent: LinkBehavior },
      styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } },
    },
    MuiLink: {
      defaultProps: { component: LinkBehavior, underline: 'always' },
      styleOverrides: { root: { '&:focus-visible': FOCUS_RING } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: 44, paddingInline: 20 }, sizeLarge: { minHeight: 52, fontSize: '1.0625rem' } },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiCheckbox: { styleOverrides: { root: { padding: 12 } } },
    MuiMenuItem: { styleOverrides: { root: { minHeight: 48 } } },
    MuiListItemButton: { styleOverrides: { root: { minHeight: 48 } } },
    MuiFormHelperText: { styleOverrides: { root: { fontSize: '0.9375rem', marginInline: 2 } } },
    MuiAlert: { styleOverrides: { message: { fontSize: '1rem' } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
