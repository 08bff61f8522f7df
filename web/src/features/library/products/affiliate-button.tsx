import Button, { type ButtonProps } from '@mui/material/Button';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { webUrlOrEmpty } from '@common/urls';
import { visuallyHidden } from '@/components/ui/visually-hidden';

/** An affiliate link: a new tab, marked sponsored, never opening the enclosing card. */
export function AffiliateButton({ href: stored, label, itemName, ...props }: { href: string; label: string; itemName?: string } & Pick<ButtonProps, 'fullWidth' | 'size'>) {
  const href = webUrlOrEmpty(stored);
  if (!href) return null;
  return (
    <Button
      variant="contained"
      href={href}
      target="_blank"
      rel="sponsored noopener noreferrer"
      endIcon={<OpenInNew aria-hidden="true" />}
      onClick={(event) => event.stopPropagation()}
      {...props}
    >
      {label}
      <span style={visuallyHidden}>
        {itemName ? `: ${itemName}` : ''} (affiliate link, opens in a new tab)
      </span>
    </Button>
  );
}
