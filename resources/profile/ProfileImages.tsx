import { useCallback, useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import { showToast } from '../../src/app/toast/toastStore';
import { visuallyHidden } from '../../widgets/visuallyHidden';
import { fetchImages, uploadImage, type ImageKind } from './profileFilesApi';
import { useUserFileUrl } from './useUserFileUrl';

const IMAGE_ACCEPT = '.png,.jpg,.jpeg';

/** The profile's banner and photo, each with its upload button (spec 002 §2: both can be uploaded). */
export function ProfileImages({ empId }: { empId?: string }) {
  const own = useLoginDetails()?.userDetails?.empId as string | undefined;
  const target = empId ?? own;
  const [files, setFiles] = useState<{ folderName: string; photo: string | null; banner: string | null } | null>(null);
  const [busy, setBusy] = useState<ImageKind | null>(null);
  const photo = useUserFileUrl(files?.folderName ?? '', files?.photo);
  const banner = useUserFileUrl(files?.folderName ?? '', files?.banner);

  const load = useCallback(async () => {
    if (!target) return;
    try {
      setFiles(await fetchImages(target));
    } catch {
      setFiles(null);
    }
  }, [target]);
  useEffect(() => void load(), [load]);

  const choose = async (kind: ImageKind, file: File | undefined) => {
    if (!file) return;
    setBusy(kind);
    try {
      await uploadImage(kind, file, empId);
      showToast(kind === 'photo' ? 'Profile photo updated successfully' : 'Banner updated successfully', 'success');
      await load();
    } catch {
      // The server's message was shown by the client's toast.
    } finally {
      setBusy(null);
    }
  };

  const uploadButton = (kind: ImageKind, text: string) => (
    <Button component="label" role={undefined} tabIndex={-1} variant="outlined" size="small" disabled={busy !== null}>
      {busy === kind ? 'Uploading...' : text}
      <input type="file" accept={IMAGE_ACCEPT} aria-label={text} style={visuallyHidden} onChange={(event) => void choose(kind, event.target.files?.[0])} />
    </Button>
  );

  return (
    <Box sx={{ mb: 2 }}>
      <Box
        role="img"
        aria-label="Profile banner"
        sx={{ height: { xs: 80, sm: 120 }, borderRadius: 1, bgcolor: 'primary.light', backgroundImage: banner ? `url(${banner})` : undefined, backgroundSize: 'cover', backgroundPosition: 'center' }}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: -4, px: 2, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <Avatar src={photo} alt="Profile photo" sx={{ width: 80, height: 80, border: 3, borderColor: 'background.paper' }} />
        {uploadButton('photo', 'Upload Photo')}
        {uploadButton('banner', 'Upload Banner')}
      </Stack>
    </Box>
  );
}
