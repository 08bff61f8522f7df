import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ContentImage } from '@/components/ui/content-image';
import { clampLines } from './clamp';

/** A card's title heading: 3 under a section's own h2 (the dashboard, /saved); 2 on a list screen under its h1. */
export type CardHeadingLevel = 2 | 3;

interface ContentCardProps {
  /** Where the card leads (the detail page). */
  href: string;
  title: string;
  titleLines?: number;
  headingLevel?: CardHeadingLevel;
  /** Keeps the card as tall as the placeholder it replaces (no layout shift). */
  minHeight?: number;
  /** Picture on top (decorative: the title names the card). Omit for cards without one. */
  image?: string;
  /** Load the picture at once (the first card). */
  eager?: boolean;
  /** Shown above the title (category, journal). */
  overline?: ReactNode;
  /** Body inside the link area. */
  children?: ReactNode;
  /** Buttons outside the link area: they never open the card. */
  actions?: ReactNode;
  /** A control beside the overline, above the link area (the Save toggle). */
  corner?: ReactNode;
}

/**
 * The title link looks like MUI's `<Link color="inherit" underline="hover">`; a router link straight
 * away spares every card screen MUI Link's code. Its pseudo-element covers the card.
 */
const TITLE_LINK_SX = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
  '&:focus-visible': { outline: 'none' },
} as const;

/**
 * One card of a list grid. The title is the card's link and stretches over the whole card (a
 * pseudo-element covers it), so a click anywhere opens it while the link's name is exactly the
 * visible title (WCAG 2.5.3). The card's own buttons (download, affiliate link) sit above that
 * layer and never open the card.
 */
export function ContentCard({ href, title, titleLines = 3, headingLevel = 2, minHeight, image, eager, overline, children, actions, corner }: ContentCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        minHeight,
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 3 },
        // The keyboard focus ring goes round the whole card.
        '&:has(a[data-card-link]:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {image !== undefined && <ContentImage src={image} alt="" eager={eager} />}
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        {(overline || corner) && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', minHeight: corner ? 48 : undefined }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{overline}</Box>
            {corner && <Box sx={{ position: 'relative', zIndex: 1, flexShrink: 0, m: -1 }}>{corner}</Box>}
          </Box>
        )}
        <Typography variant="h2" component={headingLevel === 3 ? 'h3' : 'h2'} sx={{ fontSize: '1.25rem', ...clampLines(titleLines) }}>
          <Box component={RouterLink} to={href} data-card-link="" sx={TITLE_LINK_SX}>
            {title}
          </Box>
        </Typography>
        {children}
      </CardContent>
      {actions && (
        <CardActions sx={{ position: 'relative', zIndex: 1, px: 2, pb: 2, pt: 0, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>{actions}</CardActions>
      )}
    </Card>
  );
}
