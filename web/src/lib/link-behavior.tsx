import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';

type LinkBehaviorProps = Omit<RouterLinkProps, 'to'> & { href?: RouterLinkProps['to']; to?: RouterLinkProps['to'] };

/**
 * MUI links and buttons with an `href` navigate inside the app; addresses with a scheme
 * (https:, mailto:, tel:) stay ordinary anchors. The theme (lib/theme.ts) sets it as their default
 * link component, so it lives beside the theme, below the components that use it.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior(
  { href, to, ...other },
  ref,
) {
  const target = to ?? href ?? '';
  if (typeof target === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(target)) {
    return <a ref={ref} href={target} {...other} />;
  }
  return <RouterLink ref={ref} to={target} {...other} />;
});
