// The collapsible menu below the md breakpoint: the search box and every header link.
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';
import { HeaderSearch } from '@/components/layout/header-search';
import type { NavItem } from '@/components/layout/nav-items';

interface MobileMenuProps {
  id: string;
  open: boolean;
  items: NavItem[];
  /** Called when a link is followed. */
  onClose: () => void;
}

export function MobileMenu({ id, open, items, onClose }: MobileMenuProps) {
  return (
    <Collapse in={open} unmountOnExit sx={{ display: { md: 'none' } }}>
      <Box
        id={id}
        component="nav"
        aria-label="Mobile"
        sx={{ px: 2, pb: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <HeaderSearch sx={{ mt: 2 }} />
        <List>
          {items.map((item) => (
            // Each link in its own list item: a list may hold only items (axe: list).
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.end}
                onClick={onClose}
                sx={{ borderRadius: 1, '&.active': { color: 'primary.main', fontWeight: 600 } }}
              >
                <ListItemText primary={item.mobileLabel ?? item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Collapse>
  );
}
