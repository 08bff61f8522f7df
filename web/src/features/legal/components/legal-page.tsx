import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LEGAL_LINKS, type LegalPageId } from '@/config/navigation';
import { PRACTICE } from '@/config/practice';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { legalPages } from '../pages';

const PAGES = legalPages(PRACTICE);

export function LegalPageView({ id }: { id: LegalPageId }) {
  const page = PAGES[id];
  const title = LEGAL_LINKS.find((link) => link.id === id)?.label ?? '';
  useDocumentTitle(title);

  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2.5, md: 5 }, maxWidth: 820, mx: 'auto' }}>
      <PageHeading subtitle={page.effectiveDate ? `Effective date: ${page.effectiveDate}` : undefined}>{title}</PageHeading>
      <Typography sx={{ mb: 3 }}>{page.intro}</Typography>
      {page.sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 3 }}>
          <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs?.map((text) => (
            <Typography key={text} sx={{ mb: 1 }}>
              {text}
            </Typography>
          ))}
          {section.bullets && (
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
              {section.bullets.map((text) => (
                <Typography component="li" key={text} sx={{ mb: 0.5 }}>
                  {text}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
      <Box component="section">
        <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
          Contact us
        </Typography>
        <Typography>
          {page.contactPrompt} <Link href={`mailto:${PRACTICE.membersEmail}`}>{PRACTICE.membersEmail}</Link>.
        </Typography>
      </Box>
    </Paper>
  );
}
