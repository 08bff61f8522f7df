import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { theme } from '@/lib/theme';
import { ContentImage } from '@/components/ui/content-image';
import { staticStyles, typographyCss } from '@/components/ui/static-styles';

/** A card's title heading: 3 under a section's own h2 (the dashboard, /saved); 2 on a list screen under its h1. */
export type CardHeadingLevel = 2 | 3;

/*
 * The card's look is MUI's outlined Card with CardContent and CardActions, and its texts MUI's
 * Typography of the theme's variants, written once as classes (components/ui/static-styles): a list
 * renders dozens of cards at once, and a search keystroke mounts new ones.
 */
staticStyles(
  'content-card',
  `
.pmc-card { position: relative; display: flex; flex-direction: column; width: 100%; box-sizing: border-box; overflow: hidden;
  background-color: ${theme.palette.background.paper}; color: ${theme.palette.text.primary};
  border: 1px solid ${theme.palette.divider}; border-radius: ${theme.shape.borderRadius}px; transition: box-shadow 150ms; }
.pmc-card:hover { box-shadow: ${theme.shadows[3]}; }
.pmc-card:has(a[data-card-link]:focus-visible) { outline: 3px solid ${theme.palette.primary.main}; outline-offset: 2px; }
.pmc-card-content { display: flex; flex-direction: column; gap: 8px; flex-grow: 1; padding: 16px; }
.pmc-card-content:last-child { padding-bottom: 24px; }
.pmc-card-top { display: flex; gap: 8px; align-items: center; justify-content: space-between; }
.pmc-card-top.with-corner { min-height: 48px; }
.pmc-card-labels { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.pmc-card-corner { position: relative; z-index: 1; flex-shrink: 0; margin: -8px; }
.pmc-card-title { ${typographyCss(theme, 'h2')} font-size: 1.25rem; }
.pmc-card-title a { color: inherit; text-decoration: none; }
.pmc-card-title a:hover { text-decoration: underline; }
.pmc-card-title a::after { content: ""; position: absolute; inset: 0; z-index: 0; }
.pmc-card-title a:focus-visible { outline: none; }
.pmc-card-actions { position: relative; z-index: 1; display: flex; flex-direction: column; align-items: stretch; gap: 8px; padding: 0 16px 16px; }
.pmc-card-actions > :not(style) ~ :not(style) { margin-left: 8px; }
.pmc-text-body1 { ${typographyCss(theme, 'body1')} }
.pmc-text-body2 { ${typographyCss(theme, 'body2')} }
.pmc-text-secondary { color: ${theme.palette.text.secondary}; }
.pmc-text-accent { color: ${theme.palette.secondary.dark}; font-weight: 700; }
.pmc-text-strong { font-weight: 700; }
.pmc-text-small { font-size: 0.875rem; }
.pmc-text-large { font-size: 1.125rem; }
.pmc-card-grow { flex-grow: 1; }
.pmc-text-clamp { display: -webkit-box; -webkit-box-orient: vertical; overflow: hidden; }
`,
);

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
 * One card of a list grid. The title is the card's link and stretches over the whole card (a
 * pseudo-element covers it), so a click anywhere opens it while the link's name is exactly the
 * visible title (WCAG 2.5.3). The card's own buttons (download, affiliate link) sit above that
 * layer and never open the card.
 */
export function ContentCard({ href, title, titleLines = 3, headingLevel = 2, minHeight, image, eager, overline, children, actions, corner }: ContentCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="pmc-card" style={minHeight === undefined ? undefined : { minHeight }}>
      {image !== undefined && <ContentImage src={image} alt="" eager={eager} />}
      <div className="pmc-card-content">
        {(overline || corner) && (
          <div className={corner ? 'pmc-card-top with-corner' : 'pmc-card-top'}>
            <div className="pmc-card-labels">{overline}</div>
            {corner && <div className="pmc-card-corner">{corner}</div>}
          </div>
        )}
        <Heading className="pmc-card-title pmc-text-clamp" style={{ WebkitLineClamp: titleLines }}>
          <RouterLink to={href} data-card-link="">
            {title}
          </RouterLink>
        </Heading>
        {children}
      </div>
      {actions && <div className="pmc-card-actions">{actions}</div>}
    </div>
  );
}

interface CardTextProps {
  children: ReactNode;
  /** The theme's type: body1 (the default) or body2. */
  variant?: 'body1' | 'body2';
  /** secondary: the theme's secondary text colour; accent: the secondary colour, bold. */
  tone?: 'primary' | 'secondary' | 'accent';
  /** Cut to this many lines with an ellipsis. */
  lines?: number;
  /**
   * Takes the card's spare height (the text above the card's last line), so the cards of a row end
   * level. A wrapper takes it, not the text: a clamped box stretched taller than its lines shows the
   * lines after the ellipsis.
   */
  grow?: boolean;
  strong?: boolean;
  /** 0.875rem (a disclosure under a button). */
  small?: boolean;
  /** 1.125rem (a product's price). */
  large?: boolean;
}

/** A line of text in a card: what MUI's Typography of the variant shows, as classes. */
export function CardText({ children, variant = 'body1', tone = 'primary', lines, grow = false, strong = false, small = false, large = false }: CardTextProps) {
  const classes = [`pmc-text-${variant}`];
  if (tone !== 'primary') classes.push(`pmc-text-${tone}`);
  if (strong) classes.push('pmc-text-strong');
  if (small) classes.push('pmc-text-small');
  if (large) classes.push('pmc-text-large');
  if (lines) classes.push('pmc-text-clamp');
  const text = (
    <p className={classes.join(' ')} style={lines ? { WebkitLineClamp: lines } : undefined}>
      {children}
    </p>
  );
  return grow ? <div className="pmc-card-grow">{text}</div> : text;
}
