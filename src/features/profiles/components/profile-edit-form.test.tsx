import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileEditPage } from '@/features/profiles/components/profile-edit-form';
import { createTestMe } from '@/testing/ideas-data';
import { mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

// No time limit of its own: the setup's ceiling holds (the form mounts slowly on a loaded machine).
describe('Edit Profile', () => {
  it('checks the fields with the profile schema, saves, says so, keeps the answer and goes back to /profile', async () => {
    const user = userEvent.setup();
    const me = createTestMe({ bio: 'Old bio', socialLinks: { twitter: 'https://twitter.com/mia' } });
    const api = mockApi({
      'GET /me': () => ok(me),
      'PUT /me': () => ok({ ...me, displayName: 'Mia M.' }, 200, 'Profile updated successfully!'),
    });
    renderRoute(<ProfileEditPage />, { path: '/profile/edit', url: '/profile/edit', user: me });

    const name = await screen.findByRole('textbox', { name: /Display Name/ });
    expect(name).toHaveValue('Mia Member');
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('Old bio');
    expect(screen.getByRole('textbox', { name: 'Twitter' })).toHaveValue('https://twitter.com/mia');

    await user.clear(name);
    await user.click(screen.getByRole('textbox', { name: 'Avatar URL' }));
    await user.paste('not a link');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Avatar URL' })).toHaveAccessibleDescription(
      'Enter a URL starting with http:// or https://',
    );
    expect(api.calls('PUT', '/me')).toHaveLength(0);

    await user.click(name);
    await user.paste('Mia M.');
    await user.clear(screen.getByRole('textbox', { name: 'Avatar URL' }));
    await user.click(screen.getByRole('textbox', { name: 'LinkedIn' }));
    await user.paste('https://linkedin.com/in/mia');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page /profile' })).toBeInTheDocument();
    expect(api.calls('PUT', '/me')[0]!.body).toEqual({
      displayName: 'Mia M.',
      bio: 'Old bio',
      avatarUrl: '',
      socialLinks: { twitter: 'https://twitter.com/mia', linkedin: 'https://linkedin.com/in/mia' },
    });
    // The answer is the profile as it now is: it is not asked for again.
    expect(api.calls('GET', '/me')).toHaveLength(1);
  });
});
