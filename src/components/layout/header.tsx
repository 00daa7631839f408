// The header of every page (docs/product-spec.md section 2): the links, the search box, the theme toggle, the user
// menu or Login / Sign Up, and below the md breakpoint a button that unfolds the mobile menu.
import CloseIcon from '@mui/icons-material/Close';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { guestNavItems, mainNavItems } from '@/components/layout/nav-items';
import { SearchBoxPlaceholder } from '@/components/layout/search-box-frame';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/use-current-user';

// Only a signed-in user has the menu (and its popover): visitors never load it.
const loadUserMenu = () => import('@/components/layout/user-menu');
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));
// The search box's code is fetched as the header first renders, just after the first load; until it is there a box
// of the same size and look holds its place.
const HeaderSearch = lazy(async () => ({
  default: (await import('@/components/layout/header-search')).HeaderSearch,
}));
/** Where the search box (and its stand-in) sits: in the bar from md up, in the mobile menu below. */
const SEARCH_BOX_SX = { display: { xs: 'none', md: 'flex' }, width: 220 };
/**
 * Below md the bar's search box is hidden, so a phone neither loads nor renders it (a text field and its popover:
 * tens of milliseconds of a phone's first second on every page). Without matchMedia (tests) it is rendered.
 */
const SEARCH_BOX_SHOWN = (theme: Theme) => theme.breakpoints.up('md');
// The mobile menu (its list and the collapse) is fetched when the menu button is first touched or focused.
const loadMobileMenu = () => import('@/components/layout/mobile-menu');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

/** `memberActions`: what the app adds for signed-in members beside their menu (the notification bell). */
export function Header({ memberActions }: { memberActions?: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const searchBoxShown = useMediaQuery(SEARCH_BOX_SHOWN, { noSsr: true, defaultMatches: true });
  useEffect(() => {
    // A session is being restored: fetch the menu while the profile loads, not after.
    if (isLoading) void loadUserMenu();
  }, [isLoading]);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Mounted from the first unfolding on, so that folding it again still animates.
  const [mobileUsed, setMobileUsed] = useState(false);
  const mobileMenuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const isSignedIn = user !== null;
  const mainItems = mainNavItems(isSignedIn);
  const guestItems = isSignedIn || isLoading ? [] : guestNavItems();

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container
        maxWidth="lg"
        disableGutters
        onKeyDown={(event) => {
          // Escape folds the mobile menu wherever the focus is in the header (the user menu handles its own).
          if (event.key === 'Escape' && mobileOpen) {
            setMobileOpen(false);
            menuButtonRef.current?.focus();
          }
        }}
      >
        {/* Narrower gaps on a phone: a member's header (theme, bell, avatar, menu) must fit 360 px. */}
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 2 } }}>
          <Box
            component={RouterLink}
            to={paths.home.getHref()}
            aria-label="Ideaboard home"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: 'inherit',
              textDecoration: 'none',
              mr: { xs: 0, md: 2 },
            }}
          >
            <LightbulbIcon color="primary" aria-hidden />
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
              Ideaboard
            </Typography>
          </Box>

          <Stack
            component="nav"
            aria-label="Main"
            direction="row"
            spacing={0.5}
            sx={{ display: { xs: 'none', md: 'flex' } }}
          >
            {mainItems.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.end}
                color="inherit"
                sx={{ '&.active': { color: 'primary.main', fontWeight: 700 } }}
              >
                {item.label}
              </Button>
            ))}
          </Stack>

          <Box sx={{ flex: 1 }} />

          {searchBoxShown && (
            <Suspense fallback={<SearchBoxPlaceholder sx={SEARCH_BOX_SX} />}>
              <HeaderSearch sx={SEARCH_BOX_SX} />
            </Suspense>
          )}
          <ThemeToggle />

          {guestItems.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
              <Button component={RouterLink} to={paths.login.getHref()} color="inherit">
                Login
              </Button>
              <Button component={RouterLink} to={paths.signup.getHref()} variant="contained">
                Sign Up
              </Button>
            </Stack>
          )}
          {user && memberActions}
          {user && (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          )}

          <IconButton
            color="inherit"
            onClick={() => {
              setMobileUsed(true);
              setMobileOpen((open) => !open);
            }}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls={mobileOpen ? mobileMenuId : undefined}
            ref={menuButtonRef}
            sx={{ display: { md: 'none' } }}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
        {mobileUsed && (
          <Suspense fallback={null}>
            <MobileMenu
              id={mobileMenuId}
              open={mobileOpen}
              items={[...mainItems, ...guestItems]}
              onClose={() => setMobileOpen(false)}
            />
          </Suspense>
        )}
      </Container>
    </AppBar>
  );
}
