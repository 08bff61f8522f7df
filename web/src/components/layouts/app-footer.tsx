import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link, { type LinkProps } from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LEGAL_LINKS, MAIN_NAV } from '@/config/navigation';
import { paths } from '@/config/paths';
import { mapsSearchUrl, PRACTICE } from '@/config/practice';
import { telHref } from '@/config/practice-contact';
import { BRAND } from '@/lib/brand';
import { ExternalLink } from '@/components/ui/external-link';

const footerLinkSx = { color: '#ffffff', display: 'inline-block', py: 0.75 } as const;

function FooterLink(props: LinkProps) {
  return <Link {...props} sx={{ ...footerLinkSx, ...props.sx }} />;
}

function NewTabLink(props: Omit<LinkProps, 'target' | 'rel'>) {
  return <ExternalLink {...props} sx={{ ...footerLinkSx, ...props.sx }} />;
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1, color: '#ffffff' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const listSx = { listStyle: 'none', p: 0, m: 0 } as const;

function LinkColumn({ title, navLabel, links }: { title: string; navLabel: string; links: readonly { to: string; label: string }[] }) {
  return (
    <Column title={title}>
      <Box component="nav" aria-label={navLabel}>
        <Box component="ul" sx={listSx}>
          {links.map((item) => (
            <li key={item.to}>
              <FooterLink href={item.to}>{item.label}</FooterLink>
            </li>
          ))}
        </Box>
      </Box>
    </Column>
  );
}

export function AppFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: BRAND.footer, color: BRAND.footerText, pt: 5, pb: 3, mt: 6 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <LinkColumn title="Quick Links" navLabel="Quick links" links={MAIN_NAV} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <LinkColumn title="Legal" navLabel="Legal" links={LEGAL_LINKS} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Column title="Contact">
              <Typography component="p">
                Phone: <FooterLink href={telHref(PRACTICE.phone)}>{PRACTICE.phone}</FooterLink>
              </Typography>
              <Typography component="p">
                Members: <FooterLink href={`mailto:${PRACTICE.membersEmail}`} sx={{ overflowWrap: 'anywhere' }}>{PRACTICE.membersEmail}</FooterLink>
              </Typography>
              <Typography component="p" sx={{ mt: 1 }}>
                Office hours: {PRACTICE.officeHours}
              </Typography>
            </Column>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Column title="Our Offices">
              <Box component="ul" sx={listSx}>
                {PRACTICE.offices.map((office) => (
                  <Box component="li" key={office.name} sx={{ mb: 1 }}>
                    <NewTabLink href={mapsSearchUrl(office.address)}>
                      <strong>{office.name}</strong>
                      <br />
                      {office.address}
                    </NewTabLink>
                  </Box>
                ))}
              </Box>
            </Column>
          </Grid>
        </Grid>

        <Box component="ul" aria-label="Social media" sx={{ ...listSx, display: 'flex', flexWrap: 'wrap', gap: 3, mt: 4 }}>
          {PRACTICE.social.map((item) => (
            <li key={item.url}>
              <NewTabLink href={item.url}>{item.label}</NewTabLink>
            </li>
          ))}
        </Box>

        <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.3)', mt: 3, pt: 3 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            This site contains affiliate links. We may earn a commission on purchases made through them, at no extra
            cost to you. See our <FooterLink href={paths.disclaimer} sx={{ py: 0 }}>Disclaimer</FooterLink>.
          </Typography>
          <Typography variant="body2">
            © {year} {PRACTICE.name}. All rights reserved.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
