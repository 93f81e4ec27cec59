import { Card, CardContent, CardHeader, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { DashboardCard } from './useDashboard';

/** One dashboard card: its items, or its empty state. */
export default function DashboardCardView({ card }: { card: DashboardCard }) {
  const titleId = `dashboard-card-${card.id}`;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardHeader title={card.title} slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>
        {card.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {card.emptyText}
          </Typography>
        ) : (
          <List dense disablePadding>
            {card.items.map((item) => (
              <ListItem key={item.key} disableGutters>
                <ListItemText primary={item.primary} secondary={item.secondary} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
