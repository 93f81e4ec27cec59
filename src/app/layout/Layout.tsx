import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Drawer } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { syncActiveOrganization } from '../auth/activeOrganizationSync';
import { onRecordChanged } from '../masters/recordChanges';
import RouteErrorBoundary from '../routes/RouteErrorBoundary';
import ChatbotButton from './ChatbotButton';
import Footer from './Footer';
import SideMenu from './SideMenu';
import SubTabBar from './SubTabBar';
import TopBar from './TopBar';

/**
 * The application shell (spec 000 §2.2), react-admin's `layout`: top bar, side menu, sub-tab bar,
 * the page, footer and the floating chatbot. Toasts are rendered by <Admin notification>
 * (AdminNotification mounts the single ToastHost), so the layout adds no second host.
 * The viewport never scrolls: the side menu and the page column scroll on their own.
 */
export default function Layout({ children }: { children?: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const scroller = useRef<HTMLDivElement | null>(null);

  // The top bar's name and logo follow an edit of the active organisation (its master form).
  useEffect(() => onRecordChanged(syncActiveOrganization), []);

  // The page column scrolls, not the window: start each page at its top.
  useEffect(() => {
    scroller.current?.scrollTo?.({ top: 0 });
  }, [pathname]);

  return (
    <Box sx={{ height: '100vh', '@supports (height: 100dvh)': { height: '100dvh' }, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <TopBar onOpenMenu={() => setDrawerOpen(true)} />
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, height: '100%' }}>
          <SideMenu />
        </Box>
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ display: { xs: 'block', sm: 'none' } }}
          slotProps={{ paper: { sx: { height: '100%' } } }}
        >
          <SideMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
        <Box ref={scroller} sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', overflowY: 'auto' }}>
          <SubTabBar />
          {/* The bottom padding lets the end of a page (a grid's pager) scroll clear of the floating chatbot button. */}
          <Box component="main" sx={{ flex: 1, p: { xs: 1.5, sm: 2, md: 3 }, pb: { xs: 4, sm: 6 } }}>
            <Box id="react-admin-title" sx={{ '&:empty': { display: 'none' }, mb: 2, typography: 'h6' }} />
            <RouteErrorBoundary resetKey={pathname}>{children}</RouteErrorBoundary>
          </Box>
          <Footer />
        </Box>
      </Box>
      <ChatbotButton />
    </Box>
  );
}
