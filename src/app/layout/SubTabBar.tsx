import { Box, Tab, Tabs } from '@mui/material';
import { Link } from 'react-router-dom';
import { useActiveTabInView } from './useActiveTabInView';
import { useSubTabs } from './useSubTabs';

/** Spec 000 §2.2: the submenus of the current menu as tabs linking to their routes, the current one highlighted. */
export default function SubTabBar() {
  const section = useSubTabs();
  const ref = useActiveTabInView<HTMLDivElement>(section?.currentPath);
  if (!section) return null;
  return (
    <Box ref={ref} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', position: 'sticky', top: 0, zIndex: 2 }}>
      <Tabs
        value={section.currentPath ?? false}
        variant="scrollable"
        scrollButtons="auto"
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
