import { Avatar } from '@mui/material';

/** A person's picture; until profile photos exist, their initials on a colour of their own (the same person, the same colour). */
export function PersonAvatar({ firstName, lastName, empId }: { firstName: string; lastName: string; empId: string }) {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || empId.slice(0, 2);
  const hue = [...empId].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
  return (
    <Avatar aria-hidden sx={{ width: 36, height: 36, fontSize: 15, bgcolor: `hsl(${hue} 45% 32%)`, color: '#fff' }}>
      {initials}
    </Avatar>
  );
}
