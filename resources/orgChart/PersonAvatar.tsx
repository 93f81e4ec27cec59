import { useRef } from 'react';
import { Avatar } from '@mui/material';
import { PROFILE_IMAGE_FOLDER } from '../../src/shared/employeeRecords';
import { useSeen } from '../../widgets/hooks/useSeen';
import { useUserFileUrl } from '../profile/useUserFileUrl';

/**
 * A person's picture: their profile photo when they have one (the chart's answer names it, so no
 * missing photo is asked for), read only once the person scrolls into view; until then, and without
 * one, their initials on a colour of their own (the same person, the same colour).
 */
export function PersonAvatar({ firstName, lastName, empId, photo }: { firstName: string; lastName: string; empId: string; photo?: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  const seen = useSeen(box);
  const url = useUserFileUrl(PROFILE_IMAGE_FOLDER, photo, seen);
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || empId.slice(0, 2);
  const hue = [...empId].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
  return (
    <Avatar ref={box} aria-hidden src={url} alt="" sx={{ width: 36, height: 36, fontSize: 15, bgcolor: `hsl(${hue} 45% 32%)`, color: '#fff' }}>
      {initials}
    </Avatar>
  );
}
