import { useRef } from 'react';
import {
  Avatar,
  Box,
  Chip,
  ClickAwayListener,
  Collapse,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  MenuList,
  Paper,
  Popper,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import SwipeDetailsDialog from './SwipeDetailsDialog';
import { useAccountMenu } from './useAccountMenu';

/** Spec 000 §2.2: the account menu, a hover card that closes 120 ms after the pointer leaves. */
export default function AccountMenu() {
  const menu = useAccountMenu();
  const anchor = useRef<HTMLButtonElement | null>(null);
  const { card, user } = menu;

  return (
    <>
      <IconButton
        ref={anchor}
        // The initials it shows are in its name (WCAG 2.5.3: a name that holds the visible text).
        aria-label={`Account menu, ${user.initials}`}
        aria-haspopup="menu"
        aria-expanded={card.open}
        onMouseEnter={card.enter}
        onMouseLeave={card.leave}
        onClick={card.enter}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 15 }}>
          {user.initials}
        </Avatar>
      </IconButton>
      <Popper open={card.open} anchorEl={anchor.current} placement="bottom-end" disablePortal sx={{ zIndex: (theme) => theme.zIndex.modal }}>
        <ClickAwayListener
          onClickAway={(event) => {
            if (!anchor.current?.contains(event.target as Node)) menu.close();
          }}
        >
          <Paper
            elevation={8}
            onMouseEnter={card.enter}
            onMouseLeave={card.leave}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                menu.close();
                anchor.current?.focus();
              }
            }}
            sx={{ mt: 1, width: 280, maxWidth: 'calc(100vw - 16px)', overflow: 'hidden' }}
          >
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 2, bgcolor: 'scales.primary.100' }}>
              <Avatar sx={{ bgcolor: 'primary.main', width: 44, height: 44 }} aria-hidden>
                {user.initials}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
                  {user.firstName}
                </Typography>
                {user.designation ? (
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {user.designation}
                  </Typography>
                ) : null}
                {user.roleType ? <Chip size="small" label={user.roleType} color="primary" variant="outlined" sx={{ mt: 0.5 }} /> : null}
              </Box>
            </Box>
            <Divider />
            <MenuList aria-label="Account" dense>
              <MenuItem onClick={menu.toggleLoginAs} aria-expanded={menu.loginAsOpen} disabled={menu.roles.length === 0}>
                <ListItemIcon>
                  <SwitchAccountIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary="Login As" />
                {menu.loginAsOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
              </MenuItem>
              <Collapse in={menu.loginAsOpen} unmountOnExit>
                {menu.roles.map((role) => {
                  const current = role === menu.currentRole;
                  return (
                    <MenuItem
                      key={role}
                      onClick={() => void menu.chooseRole(role)}
                      selected={current}
                      aria-current={current ? 'true' : undefined}
                      disabled={menu.busy && !current}
                      sx={{ pl: 4 }}
                    >
                      <ListItemIcon>{current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
                      <ListItemText primary={role} />
                    </MenuItem>
                  );
                })}
              </Collapse>
              <MenuItem onClick={menu.openSwipeDetails}>
                <ListItemIcon>
                  <FingerprintIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary="Swipe Details" />
              </MenuItem>
              <MenuItem onClick={menu.openProfile}>
                <ListItemIcon>
                  <PersonIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary="Profile" />
              </MenuItem>
              <MenuItem onClick={menu.openChangePassword}>
                <ListItemIcon>
                  <LockIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary="Change Password" />
              </MenuItem>
              <Divider />
              <MenuItem onClick={() => void menu.logout()} disabled={menu.busy}>
                <ListItemIcon>
                  <LogoutIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary="Logout" />
              </MenuItem>
            </MenuList>
          </Paper>
        </ClickAwayListener>
      </Popper>
      <SwipeDetailsDialog open={menu.swipeOpen} onClose={menu.closeSwipeDetails} />
    </>
  );
}
