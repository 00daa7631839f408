// The header's links (docs/product-spec.md section 2): Login and Sign Up only when signed out, Submit only when
// signed in (labelled 'Submit Idea' in the mobile menu).
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  /** The label in the mobile menu, when it differs. */
  mobileLabel?: string;
  to: string;
  /** Matches only the exact path (the home link). */
  end?: boolean;
}

export function mainNavItems(isSignedIn: boolean): NavItem[] {
  return [
    { label: 'Home', to: paths.home.getHref(), end: true },
    { label: 'Leaderboard', to: paths.leaderboard.getHref() },
    { label: 'Roadmap', to: paths.roadmap.getHref() },
    ...(isSignedIn ? [{ label: 'Submit', mobileLabel: 'Submit Idea', to: paths.submit.getHref() }] : []),
  ];
}

export function guestNavItems(): NavItem[] {
  return [
    { label: 'Login', to: paths.login.getHref() },
    { label: 'Sign Up', to: paths.signup.getHref() },
  ];
}
