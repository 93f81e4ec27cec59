import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import AccountMenu from './AccountMenu';
import IdCardThumbnail from './IdCardThumbnail';
import MenuSearch from './MenuSearch';
import OrganizationBrand from './OrganizationBrand';
import OrganizationSelector from './OrganizationSelector';
import { useAppBarHeight } from './useAppBarHeight';

export interface TopBarProps {
  /** Opens the side menu drawer on phones. */
  onOpenMenu: () => void;
}

/**
 * Spec 000 §2.2: logo and name, menu search, organisation selector, ID card and account menu.
 * On phones the search and organisation selector move to a second row.
 */
export default function TopBar({ onOpenMenu }: TopBarProps) {
  const ref = useAppBarHeight<HTMLElement>();
  return (
    <AppBar ref={ref} position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.appBar }}>
      <Toolbar sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, columnGap: { xs: 1, sm: 2 }, rowGap: 1, py: { xs: 1, md: 0 }, px: { xs: 1, sm: 2 }, minHeight: { md: 64 } }}>
        <IconButton aria-label="Open menu" onClick={onOpenMenu} edge="start" sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <OrganizationBrand />
        <Box
          sx={{
            order: { xs: 10, md: 0 },
            flexBasis: { xs: '100%', md: 'auto' },
            flex: { md: 1 },
            display: 'flex',
            alignItems: 'center',
            justifyContent: { md: 'center' },
            gap: 1,
            minWidth: 0,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0, maxWidth: { md: 380 } }}>
            <MenuSearch />
          </Box>
          <OrganizationSelector />
        </Box>
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IdCardThumbnail />
          <AccountMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
