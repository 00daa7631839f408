// The header of every page (docs/product-spec.md section 2): the links, the search box, the theme toggle, the user
// menu or Login / Sign Up, and below the md breakpoint a button that unfolds the mobile menu. It is on every first
// load, so its frame, logo and links are plain elements under one set of styles resolved once (./header-bar.ts),
// drawing what MUI's AppBar, Toolbar and Buttons drew; the buttons that act in place stay MUI's IconButtons.
import CloseIcon from '@mui/icons-material/Close';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { HeaderBar } from '@/components/layout/header-bar';
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
    <HeaderBar>
      <div
        className="frame"
        onKeyDown={(event) => {
          // Escape folds the mobile menu wherever the focus is in the header (the user menu handles its own).
          if (event.key === 'Escape' && mobileOpen) {
            setMobileOpen(false);
            menuButtonRef.current?.focus();
          }
        }}
      >
        <div className="toolbar">
          <RouterLink to={paths.home.getHref()} aria-label="Ideaboard home" className="logo">
            <LightbulbIcon color="primary" aria-hidden />
            <span>Ideaboard</span>
          </RouterLink>

          <nav aria-label="Main" className="main-links">
            {mainItems.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className="button">
                {item.label}
              </NavLink>
            ))}
          </nav>

          <div className="spacer" />

          {searchBoxShown && (
            <Suspense fallback={<SearchBoxPlaceholder sx={SEARCH_BOX_SX} />}>
              <HeaderSearch sx={SEARCH_BOX_SX} />
            </Suspense>
          )}
          <ThemeToggle />

          {guestItems.length > 0 && (
            <div className="guest-links">
              <RouterLink to={paths.login.getHref()} className="button">
                Login
              </RouterLink>
              <RouterLink to={paths.signup.getHref()} className="button contained">
                Sign Up
              </RouterLink>
            </div>
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
            className="menu-button"
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </div>
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
      </div>
    </HeaderBar>
  );
}
