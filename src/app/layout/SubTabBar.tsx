import { Box, Tab, Tabs } from '@mui/material';
import { Link } from 'react-router-dom';
import { useSubTabs } from './useSubTabs';

/** Spec 000 §2.2: the submenus of the current menu as tabs linking to their routes, the current one highlighted. */
export default function SubTabBar() {
  const section = useSubTabs();
  if (!section) return null;
  return (
    // A landmark of its own, so that a screen reader's landmark list reaches the section's pages too.
    <Box component="nav" aria-label={section.menu.text} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', position: 'sticky', top: 0, zIndex: 2 }}>
      <Tabs
        value={section.currentPath ?? false}
        variant="scrollable"
        // Always there (disabled at either end): with 'auto' the buttons appeared after MUI had scrolled the
        // active tab into view, pushing it 40 px out of sight on a phone.
        scrollButtons
        allowScrollButtonsMobile
        aria-label={`${section.menu.text} pages`}
      >
        {section.menu.submenu.map((sub) => (
          <Tab key={sub.path} value={sub.path} label={sub.text} component={Link} to={sub.path} sx={{ minHeight: 48 }} />
        ))}
      </Tabs>
    </Box>
  );
}
