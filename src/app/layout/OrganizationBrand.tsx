import { Avatar, Box, Typography } from '@mui/material';
import { useLoginDetails } from '../auth/useLoginDetails';
import { useOrganizationLogo } from './useOrganizationLogo';

/** The organisation logo (when one is set) and name at the left of the top bar. */
export default function OrganizationBrand() {
  const organization = useLoginDetails()?.userDetails?.activeOrganization;
  const logoUrl = useOrganizationLogo(organization?.logo);
  const name = organization?.organizationDetail ?? 'HR Console';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {logoUrl ? (
        <Box component="img" src={logoUrl} alt={`${name} logo`} sx={{ height: 36, maxWidth: 120, objectFit: 'contain' }} />
      ) : (
        <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 16 }} aria-hidden>
          {(organization?.shortName || name).charAt(0).toUpperCase()}
        </Avatar>
      )}
      <Typography
        component="span"
        variant="subtitle1"
        noWrap
        title={name}
        sx={{ fontWeight: 600, maxWidth: { xs: 150, sm: 220, lg: 320 }, display: { xs: 'none', sm: 'block' } }}
      >
        {name}
      </Typography>
    </Box>
  );
}
