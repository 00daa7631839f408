import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuspensionBanner } from '@/features/auth/components/suspension-banner';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { makeMe, storeSession, stubApi } from '@/testing/session';

function renderFor(me: ReturnType<typeof makeMe>) {
  storeSession({ email: me.email });
  const fetchMock = stubApi({ '/me': me });
  return { ...renderWithProviders(<SuspensionBanner />), fetchMock };
}

describe('SuspensionBanner', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('tells a suspended member until when and why', async () => {
    renderFor(makeMe({ suspension: { until: '2030-03-05T10:00:00Z', reason: 'Posting spam' } }));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(
      /^Your account is suspended until Mar 5, 2030, .+Reason: Posting spam\./,
    );
    expect(banner).toHaveTextContent(
      'You can still read, but you cannot post, rate, comment or edit until then.',
    );
  });

  it('shows nothing to a member who is not suspended', async () => {
    const view = renderFor(makeMe());
    await vi.waitFor(() => expect(view.fetchMock).toHaveBeenCalled());
    expect(view.container).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('appears as soon as a write is refused as suspended', async () => {
    const suspension = { until: '2030-03-05T10:00:00Z', reason: 'Posting spam' };
    let suspended = false;
    storeSession();
    stubApi({
      '/me': () => makeMe({ suspension: suspended ? suspension : null }),
      '/ratings': () => {
        suspended = true;
        return Response.json(
          {
            success: false,
            code: 'account_suspended',
            message: 'Your account is suspended.',
            details: suspension,
          },
          { status: 403 },
        );
      },
    });
    const { user } = renderWithProviders(
      <>
        <SuspensionBanner />
        <RateButton />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Rate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reason: Posting spam.');
  });
});

function RateButton() {
  const rate = useMutation({ mutationFn: () => api.post('/ratings', {}) });
  return (
    <button type="button" onClick={() => rate.mutate()}>
      Rate
    </button>
  );
}
