import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { LeaveBalanceRow } from '../../src/shared/leaveRecords';
import { balanceFigures } from './balanceFigures';

interface Props {
  rows: LeaveBalanceRow[];
  selected: string | null;
  onSelect(leaveType: string): void;
}

const Figure = ({ label, value }: { label: string; value: number }) => (
  <Stack direction="row" justifyContent="space-between">
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2">{value}</Typography>
  </Stack>
);

/**
 * One card per leave type, headed by what may still be applied for (the balance less pending days,
 * the figure the Apply form checks), then how it comes about: opening, accrued, availed, other, the
 * balance and the pending days. A click opens its statement.
 */
export function BalanceCards({ rows, selected, onSelect }: Props) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      {rows.map((row) => {
        const figures = balanceFigures(row);
        return (
          <Card key={row.leaveType} variant="outlined" sx={{ borderColor: selected === row.leaveType ? 'primary.main' : undefined }}>
            {/* Named by what it shows (its title first), as a voice command reads it (WCAG 2.5.3). */}
            <CardActionArea onClick={() => onSelect(row.leaveType)}>
              <CardContent>
                <Typography variant="subtitle2">
                  {row.leaveName} ({row.leaveType})
                </Typography>
                <Typography variant="h5" component="p" sx={{ my: 0.5 }}>
                  {figures.available}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    days available
                  </Typography>
                </Typography>
                <Figure label="Opening" value={figures.opening} />
                <Figure label="Accrued" value={figures.accrued} />
                <Figure label="Availed" value={figures.availed} />
                {figures.other !== 0 && <Figure label="Encashed, lapsed, adjusted" value={figures.other} />}
                <Figure label="Balance" value={figures.balance} />
                <Figure label="Pending" value={figures.pending} />
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
