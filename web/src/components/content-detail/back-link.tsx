import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';

/** The way back to a list, at the top of each detail page. */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      href={href}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: 44, fontWeight: 600, mb: 2 }}
    >
      <ArrowBack aria-hidden="true" fontSize="small" />
      {children}
    </Link>
  );
}
