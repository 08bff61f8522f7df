import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { QUICK_ACCESS } from './quick-access';

export function QuickAccessCards() {
  return (
    <section aria-labelledby="quick-access-heading">
      <Typography variant="h2" id="quick-access-heading" sx={{ mb: 2 }}>
        Quick Access
      </Typography>
      <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {QUICK_ACCESS.map(({ title, description, to, Icon }) => (
          <Grid key={to} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea href={to} sx={{ height: '100%', alignItems: 'flex-start', display: 'flex' }}>
                <CardContent sx={{ width: '100%' }}>
                  <Icon aria-hidden="true" color="primary" sx={{ fontSize: 40, mb: 1 }} />
                  <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
