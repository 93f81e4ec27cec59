import { Box, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useLoginDetails } from '../auth/useLoginDetails';
import { collaborationUrl } from './collaborationUrl';
import { useModuleName } from './useModuleName';
import { PageHeader } from '../../../widgets/PageHeader';

/** Spec 000 §2.1: embedded collaboration screens appear in a frame 600 px high. */
export const COLLABORATION_FRAME_HEIGHT = 600;

export interface CollaborationFrameProps {
  /** '/dm', '/survey', '/circle', '/meetingCalendar' or '/km'. */
  path: string;
}

export default function CollaborationFrame({ path }: CollaborationFrameProps) {
  const organization = useLoginDetails()?.userDetails?.activeOrganization;
  const name = useModuleName(path);
  const url = collaborationUrl(organization?.collaborationUrls, path);

  if (!url) {
    return (
      <Paper variant="outlined" role="status" sx={{ textAlign: 'center', py: { xs: 5, sm: 8 }, px: 2, maxWidth: 720, mx: 'auto' }}>
        <Typography variant="h5" component="h1">
          {name} is not configured
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>
          No address is set for {name}
          {organization?.organizationDetail ? ` in ${organization.organizationDetail}` : ''}. Ask your administrator to
          configure it.
        </Typography>
      </Paper>
    );
  }

  return (
    <Stack spacing={1}>
      <PageHeader title={name}>
        <MuiLink href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          Open in new tab <OpenInNewIcon fontSize="small" aria-hidden />
        </MuiLink>
      </PageHeader>
      <Box
        component="iframe"
        title={name}
        src={url}
        height={COLLABORATION_FRAME_HEIGHT}
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads allow-modals"
        allow="camera; microphone; display-capture; clipboard-write; fullscreen"
        sx={{ width: '100%', height: COLLABORATION_FRAME_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      />
    </Stack>
  );
}
