import { describe, expect, it } from 'vitest';
import { isConfirmationLanding } from '@/features/auth/utils/confirmation-landing';

describe('isConfirmationLanding', () => {
  it("knows Auth's redirect: a session in the fragment, a PKCE code, or the '#' supabase-js leaves of them", () => {
    expect(isConfirmationLanding('http://app.test/welcome#access_token=t&expires_in=3600&type=signup')).toBe(
      true,
    );
    expect(isConfirmationLanding('http://app.test/welcome?next=%2Fsubmit&code=abc')).toBe(true);
    expect(isConfirmationLanding('http://app.test/welcome?next=%2Fsubmit#')).toBe(true);
  });

  it('finds nothing in a welcome page opened by hand', () => {
    expect(isConfirmationLanding('http://app.test/welcome')).toBe(false);
    expect(isConfirmationLanding('http://app.test/welcome?next=%2Fsubmit')).toBe(false);
  });
});
