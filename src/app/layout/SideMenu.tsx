import { Box, Divider, Stack } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import { SIDE_MENU_WIDTH } from '../theme';
import HelpDeskButton from './HelpDeskButton';
import { menuIconFor } from './menuIcons';
import SideMenuItem from './SideMenuItem';
import { useSideMenu } from './useSideMenu';

export interface SideMenuProps {
  /** Called after an entry navigates (closes the phone drawer). */
  onNavigate?: () => void;
}

/** Spec 000 §2.2: the left icon rail, 80 px wide, built from the permission list. */
export default function SideMenu({ onNavigate }: SideMenuProps) {
  const menu = useSideMenu(onNavigate);
  return (
    <Box
      component="nav"
      aria-label="Main menu"
      sx={{
        width: SIDE_MENU_WIDTH,
        flexShrink: 0,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <Stack spacing={0.5} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden', p: 0.5, scrollbarWidth: 'thin' }}>
        {menu.shown.map((entry) => {
          const Icon = menuIconFor(entry.icon);
          return (
            <SideMenuItem
              key={`${entry.text}-${entry.path}`}
              icon={<Icon aria-hidden />}
              text={entry.text}
              active={menu.isActive(entry)}
              to={menu.targetOf(entry)}
              onClick={onNavigate}
            />
          );
        })}
        {menu.hasMore ? (
          <SideMenuItem
            icon={menu.expanded ? <ExpandLessIcon aria-hidden /> : <MoreHorizIcon aria-hidden />}
            text={menu.expanded ? 'Less' : 'More'}
            // The shown word first, so that a voice command 'click More' finds it (WCAG 2.5.3), then what it does.
            ariaLabel={menu.expanded ? 'Less (collapse menu)' : 'More (expand menu)'}
            ariaExpanded={menu.expanded}
            onClick={menu.toggleExpanded}
          />
        ) : null}
        <Divider flexItem sx={{ my: 0.5 }} />
        <SideMenuItem icon={<MenuBookIcon aria-hidden />} text="E-Library" href={menu.eLibraryUrl} ariaLabel="E-Library (opens in a new tab)" />
        <SideMenuItem
          icon={<TrackChangesIcon aria-hidden />}
          text="Goal Tracking"
          href={menu.goalTrackingUrl ?? undefined}
          disabled={!menu.goalTrackingUrl}
          ariaLabel="Goal Tracking (opens in a new tab)"
        />
      </Stack>
      <Box sx={{ p: 0.5, borderTop: 1, borderColor: 'divider' }}>
        <HelpDeskButton />
      </Box>
    </Box>
  );
}
