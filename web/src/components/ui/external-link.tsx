import Link, { type LinkProps } from '@mui/material/Link';
import { visuallyHidden } from './visually-hidden';

/** A link that opens in a new tab and says so to screen-reader users. */
export function ExternalLink({ children, ...props }: Omit<LinkProps, 'target' | 'rel'>) {
  return (
    <Link target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span style={visuallyHidden}> (opens in a new tab)</span>
    </Link>
  );
}
