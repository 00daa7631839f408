import { describe, expect, it } from 'vitest';
import { authRedirectErrorOf } from '@/features/auth/utils/redirect-error';

describe('authRedirectErrorOf', () => {
  it("reads GoTrue's error fragment", () => {
    expect(
      authRedirectErrorOf(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
      ),
    ).toEqual({ code: 'otp_expired', description: 'Email link is invalid or has expired' });
  });

  it('finds nothing in a session fragment or none', () => {
    expect(authRedirectErrorOf('#access_token=x&type=recovery')).toBeUndefined();
    expect(authRedirectErrorOf('')).toBeUndefined();
  });
});
