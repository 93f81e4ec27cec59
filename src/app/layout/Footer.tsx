import { Box, Typography } from '@mui/material';
import { useLoginDetails } from '../auth/useLoginDetails';

export const copyrightText = (year: number, shortName: string) =>
  `Copyright © ${year} ${shortName}`.trimEnd() + ' All right reserved.';

/** Spec 000 §2.2: 'Copyright © {year}', the company short name and 'All right reserved.'. */
export default function Footer() {
  const shortName = useLoginDetails()?.userDetails?.activeOrganization?.shortName ?? '';
  return (
    <Box component="footer" sx={{ py: 1.5, px: 2, pr: { xs: 10, sm: 12 }, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center' }}>
        {copyrightText(new Date().getFullYear(), shortName)}
      </Typography>
    </Box>
  );
}
