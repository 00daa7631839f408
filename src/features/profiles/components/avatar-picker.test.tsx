import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AvatarPicker } from '@/features/profiles/components/avatar-picker';
import { avatarFileProblem, avatarTypeOf, centreSquare } from '@/features/profiles/utils/avatar-image';
import { createTestMe } from '@/testing/ideas-data';
import { mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function renderPicker() {
  const me = createTestMe();
  const api = mockApi({ 'GET /me': () => ok(me) });
  renderRoute(<AvatarPicker userId={me.uid} onUploaded={() => undefined} />, {
    path: '/profile/edit',
    url: '/profile/edit',
    user: me,
  });
  return api;
}

/** Nothing was sent anywhere but the profile read: no Storage upload, no PUT /me. */
const onlyReads = (api: ReturnType<typeof mockApi>) =>
  api.requests.every((request) => request.method === 'GET');

describe('Avatar picker', () => {
  it('refuses a text file named .png, by its content, and uploads nothing', async () => {
    const user = userEvent.setup();
    const api = renderPicker();
    const input = await screen.findByLabelText('Avatar picture');
    expect(input).toHaveAccessibleDescription('PNG, JPEG or WebP, up to 10 MB. It is cropped to a square.');

    // The browser guesses the type from the name; the bytes say otherwise.
    await user.upload(input, new File(['just some text'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The picture must be a PNG, JPEG or WebP image.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onlyReads(api)).toBe(true);
  });

  it('refuses a picture over 10 MB and uploads nothing', async () => {
    const user = userEvent.setup();
    const api = renderPicker();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG_SIGNATURE);

    await user.upload(
      await screen.findByLabelText('Avatar picture'),
      new File([big], 'big.png', { type: 'image/png' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('The picture is larger than 10 MB.');
    expect(onlyReads(api)).toBe(true);
  });

  it("takes a phone's photo over the bucket's 2 MB: only its 256 px crop is uploaded", async () => {
    const photo = new Uint8Array(3.2 * 1024 * 1024);
    photo.set(PNG_SIGNATURE);
    expect(await avatarFileProblem(new File([photo], 'photo.png', { type: 'image/png' }))).toBeNull();
  });

  it('knows PNG, JPEG and WebP by their first bytes, and crops the centred square', () => {
    expect(avatarTypeOf(Uint8Array.from([...PNG_SIGNATURE, 0, 0, 0, 0]))).toBe('image/png');
    expect(avatarTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(avatarTypeOf(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(avatarTypeOf(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(avatarTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(centreSquare(400, 300)).toEqual({ x: 50, y: 0, side: 300 });
    expect(centreSquare(300, 401)).toEqual({ x: 0, y: 50, side: 300 });
  });
});
