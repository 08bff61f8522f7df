import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { useId } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden';

/** Share addresses for a page: a microblogging site, a professional network and e-mail. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    x: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${t}&body=${u}`,
  };
}

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const headingId = useId();
  const links = shareLinks(url, title);
  const newTab = <span style={visuallyHidden}> (opens in a new tab)</span>;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Share this article
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="outlined" href={links.x} target="_blank" rel="noopener noreferrer" startIcon={<XIcon aria-hidden="true" />}>
          Share on X (Twitter){newTab}
        </Button>
        <Button variant="outlined" href={links.linkedin} target="_blank" rel="noopener noreferrer" startIcon={<LinkedInIcon aria-hidden="true" />}>
          Share on LinkedIn{newTab}
        </Button>
        <Button variant="outlined" href={links.email} target="_blank" rel="noopener noreferrer" startIcon={<EmailIcon aria-hidden="true" />}>
          Share by email{newTab}
        </Button>
      </Box>
    </Box>
  );
}
