import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { ContentImage } from '@/components/ui/content-image';
import { clampLines } from './clamp';

interface ContentCardProps {
  /** Where the card leads (the detail page). */
  href: string;
  title: string;
  titleLines?: number;
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
}

/**
 * One card of a list grid: the link area (keyboard reachable, named by the title) and, outside
 * it, the card's own buttons (download, affiliate link).
 */
export function ContentCard({ href, title, titleLines = 3, image, eager, overline, children, actions }: ContentCardProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <CardActionArea
        href={href}
        aria-labelledby={titleId}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        {image !== undefined && <ContentImage src={image} alt="" eager={eager} />}
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
          {overline && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{overline}</Box>}
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', ...clampLines(titleLines) }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </CardActionArea>
      {actions && <CardActions sx={{ px: 2, pb: 2, pt: 0, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>{actions}</CardActions>}
    </Card>
  );
}
