import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SubmitIdeaPage } from '@/features/ideas/components/submit-idea-form';
import { createTestIdea, createTestMe } from '@/testing/ideas-data';
import { fail, mockApi, NETWORK_ERROR, ok, type ApiAnswer } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

const member = createTestMe();

const SIMILAR = [
  {
    id: '22222222-0000-4000-8000-000000000001',
    title: 'Solar kiosks for towns',
    category: 'technology',
    similarity: 0.72,
  },
];

function renderSubmit(
  answer: () => ApiAnswer | Promise<ApiAnswer> = () => ok(createTestIdea(), 201),
  similar: () => ApiAnswer = () => ok([]),
) {
  const api = mockApi({ 'GET /me': () => ok(member), 'POST /ideas': answer, 'GET /ideas/similar': similar });
  renderRoute(<SubmitIdeaPage />, {
    path: '/submit',
    url: '/submit',
    user: member,
    otherRoutes: [{ path: '/idea/:id', element: <h1>Page of the new idea</h1> }],
  });
  return api;
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Submit Idea for Review' });

/** Types a whole text at once (pasting), which is much quicker than key by key in jsdom. */
async function fill(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillRequired(user: UserEvent) {
  await fill(user, await screen.findByRole('textbox', { name: /Idea Title/ }), 'Solar kiosks for villages');
  await fill(
    user,
    field(/Description/),
    'Pay-as-you-go solar kiosks that charge phones and lamps in off-grid villages.',
  );
  await user.click(screen.getByRole('combobox', { name: /Category/ }));
  await user.click(await screen.findByRole('option', { name: 'Technology' }));
  await fill(user, field(/Target Market/), 'Off-grid rural households');
  await fill(user, field(/Business Model/), 'Pay per charge through mobile money');
}

// The form's many fields take seconds to mount and fill in jsdom.
describe('Submit page', () => {
  it('asks a signed-out visitor to log in', async () => {
    mockApi({});
    renderRoute(<SubmitIdeaPage />, { path: '/submit', url: '/submit' });
    expect(await screen.findByText('Please log in to submit an idea')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Submit Your Startup Idea' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the sections and bounds, and the bound messages on submit', async () => {
    const user = userEvent.setup();
    const api = renderSubmit();
    const title = await screen.findByRole('textbox', { name: /Idea Title/ });
    for (const section of [
      'Basic Information',
      'Business Details',
      'Additional Information',
      'Social Media Links',
      'Pitch Deck (optional)',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(title).toHaveAccessibleDescription('Between 5 and 100 characters');
    expect(field(/Description/)).toHaveAccessibleDescription('Between 50 and 2000 characters');
    expect(screen.getByRole('spinbutton', { name: 'Funding Needed ($)' })).toHaveValue(0);
    expect(field('Website URL')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Pitch deck file')).toHaveAttribute('accept', '.pdf,.ppt,.pptx');
    expect(screen.getByText('PDF, PPT or PPTX, up to 10MB')).toBeInTheDocument();

    await fill(user, title, 'Tiny');
    await fill(user, field(/Description/), 'Too short');
    await fill(user, field('Website URL'), 'solar.example');
    await user.click(submitButton());

    expect(await screen.findByText('Title must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 50 characters')).toBeInTheDocument();
    expect(screen.getByText('Choose one of the categories')).toBeInTheDocument();
    expect(screen.getByText('Target market is required')).toBeInTheDocument();
    expect(screen.getByText('Business model is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a URL starting with http:// or https://')).toBeInTheDocument();
    expect(api.calls('POST', '/ideas')).toHaveLength(0);
  });

  it('refuses a pitch deck that is not a PDF, PPT or PPTX', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSubmit();
    await user.upload(
      await screen.findByLabelText('Pitch deck file'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('The pitch deck must be a PDF, PPT or PPTX file')).toBeInTheDocument();
  });

  it('shows the approved ideas that look like the title and description being typed, with links', async () => {
    const user = userEvent.setup();
    const api = renderSubmit(undefined, () => ok(SIMILAR));
    await fill(user, await screen.findByRole('textbox', { name: /Idea Title/ }), 'Solar kiosks for villages');
    await fill(user, field(/Description/), 'Kiosks that charge phones.');

    const box = await screen.findByRole('region', { name: 'Similar ideas already on Ideaboard' });
    expect(within(box).getByRole('link', { name: 'Solar kiosks for towns' })).toHaveAttribute(
      'href',
      `/idea/${SIMILAR[0]!.id}`,
    );
    expect(box).toHaveTextContent('72% alike');
    await waitFor(() =>
      expect(api.calls('GET', '/ideas/similar').at(-1)!.query.get('description')).toBe(
        'Kiosks that charge phones.',
      ),
    );
    expect(api.calls('GET', '/ideas/similar').at(-1)!.query.get('title')).toBe('Solar kiosks for villages');
  });

  it('shows no box while nothing looks alike', async () => {
    const user = userEvent.setup();
    const api = renderSubmit();
    await fill(user, await screen.findByRole('textbox', { name: /Idea Title/ }), 'Solar kiosks for villages');
    await waitFor(() => expect(api.calls('GET', '/ideas/similar')).toHaveLength(1));
    expect(
      screen.queryByRole('region', { name: 'Similar ideas already on Ideaboard' }),
    ).not.toBeInTheDocument();
  });

  it('puts a deck the server refused (415) on the file field and removes the file', async () => {
    const user = userEvent.setup();
    const api = renderSubmit(() =>
      fail(415, 'The pitch deck must be a PDF, PPT or PPTX file', 'unsupported_media_type'),
    );
    await fillRequired(user);
    await user.upload(
      screen.getByLabelText('Pitch deck file'),
      new File(['just text'], 'fake.pdf', { type: 'application/pdf' }),
    );
    await user.click(submitButton());

    await waitFor(() => expect(api.calls('POST', '/ideas')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(/fake\.pdf/)).not.toBeInTheDocument());
    expect(
      screen.getAllByText('The pitch deck must be a PDF, PPT or PPTX file').length,
    ).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('Pitch deck file')).toHaveAccessibleDescription(
      /The pitch deck must be a PDF, PPT or PPTX file/,
    );
    expect(field(/Idea Title/)).toHaveValue('Solar kiosks for villages');
  });

  it('shows every tag problem at the Tags field, naming the tag, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = renderSubmit();
    await fillRequired(user);
    const tags = field('Tags');
    expect(tags).toHaveAccessibleDescription(
      'Separate tags with commas: up to 10 tags, each at most 30 characters',
    );
    for (const [text, message] of [
      [
        'ai, a-tag-that-is-much-longer-than-thirty',
        "The tag 'a-tag-that-is-much-longer-than…' is longer than 30 characters",
      ],
      ['ai, fintech, AI', "The tag 'AI' is there twice: tags must be unique"],
      ['a,b,c,d,e,f,g,h,i,j,k', 'At most 10 tags (11 given)'],
    ] as const) {
      await user.clear(tags);
      await user.paste(text);
      await user.click(submitButton());
      await waitFor(() => expect(field('Tags')).toHaveAccessibleDescription(message));
    }
    expect(api.calls('POST', '/ideas')).toHaveLength(0);
  });

  it("puts the API's 422 field errors on their fields", async () => {
    const user = userEvent.setup();
    renderSubmit(() =>
      fail(422, 'Some fields are not valid.', 'validation_failed', {
        title: ['Title must be at most 100 characters'],
        'tags.1': ['Tags can be at most 30 characters'],
        'socialMedia.twitter': ['Enter a URL starting with http:// or https://'],
      }),
    );
    await fillRequired(user);
    await user.click(submitButton());

    expect(await screen.findByText('Some fields are not valid.')).toBeInTheDocument();
    expect(field(/Idea Title/)).toHaveAccessibleDescription('Title must be at most 100 characters');
    expect(field('Tags')).toHaveAccessibleDescription('Tags can be at most 30 characters');
    expect(field('Twitter')).toHaveAccessibleDescription('Enter a URL starting with http:// or https://');
    expect(field(/Idea Title/)).toHaveValue('Solar kiosks for villages');
  });

  it("sends the idea with its deck, shows the upload progress, then opens the idea's page", async () => {
    const user = userEvent.setup();
    let answer: (value: ApiAnswer) => void = () => undefined;
    const api = renderSubmit(() => new Promise<ApiAnswer>((resolve) => (answer = resolve)));
    await fillRequired(user);
    await fill(user, field('Tags'), ' ai , , fintech ,');
    await fill(user, field('Twitter'), 'https://twitter.com/solar');
    await user.upload(
      screen.getByLabelText('Pitch deck file'),
      new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText(/deck\.pdf/)).toBeInTheDocument();
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '100'));
    answer(ok(createTestIdea(), 201, 'Idea submitted successfully! It will be reviewed by our team.'));

    expect(
      await screen.findByText('Idea submitted successfully! It will be reviewed by our team.'),
    ).toBeInTheDocument();
    const form = api.calls('POST', '/ideas')[0]!.body as FormData;
    expect(form.get('title')).toBe('Solar kiosks for villages');
    expect(form.get('category')).toBe('technology');
    expect(form.get('fundingNeeded')).toBe('0');
    expect(JSON.parse(form.get('tags') as string)).toEqual(['ai', 'fintech']);
    expect(JSON.parse(form.get('socialMedia') as string)).toEqual({ twitter: 'https://twitter.com/solar' });
    expect((form.get('pitchDeck') as File).name).toBe('deck.pdf');

    expect(await screen.findByRole('heading', { name: 'Page of the new idea' })).toBeInTheDocument();
    expect(localStorage.getItem(`ideaboard:draft:${member.uid}:submit-idea`)).toBeNull();
  });

  it('keeps what was typed as a draft, restored with a note when the form opens again', async () => {
    const user = userEvent.setup();
    renderSubmit();
    await fillRequired(user);
    await user.upload(
      screen.getByLabelText('Pitch deck file'),
      new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }),
    );
    cleanup();

    renderSubmit();
    expect(await screen.findByRole('textbox', { name: /Idea Title/ })).toHaveValue(
      'Solar kiosks for villages',
    );
    expect(field(/Business Model/)).toHaveValue('Pay per charge through mobile money');
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveTextContent('Technology');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Draft restored. Files are not kept: please choose your pitch deck again.',
    );
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(field(/Idea Title/)).toHaveValue('');
    expect(screen.queryByText(/Draft restored/)).not.toBeInTheDocument();
  });

  it('keeps the draft when the session has expired, and says so', async () => {
    const user = userEvent.setup();
    renderSubmit(() => fail(401, 'Invalid token', 'unauthorized'));
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText(/Your session has expired/)).toBeInTheDocument();
    expect(screen.queryByText('Invalid token')).not.toBeInTheDocument();
    cleanup();
    renderSubmit();
    expect(await screen.findByRole('textbox', { name: /Idea Title/ })).toHaveValue(
      'Solar kiosks for villages',
    );
  });

  it("shows the server's message, or 'Failed to submit idea. Please try again.' without an answer", async () => {
    const user = userEvent.setup();
    let answer: ApiAnswer = fail(500, 'Something went wrong on our side.', 'internal_error');
    renderSubmit(() => answer);
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();

    answer = NETWORK_ERROR;
    await user.click(submitButton());
    expect(await screen.findByText('Failed to submit idea. Please try again.')).toBeInTheDocument();
    const alerts = screen.getAllByRole('alert');
    expect(
      alerts.some((alert) => within(alert).queryByText('Failed to submit idea. Please try again.')),
    ).toBe(true);
  });

  it("says a write limit's refusal (429) in the form by its button, not as a failure", async () => {
    const user = userEvent.setup();
    const limit = 'You can submit at most 5 ideas an hour. Please try again in 42 minutes.';
    renderSubmit(() => fail(429, limit, 'rate_limited'));
    await fillRequired(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(limit);
    expect(alert.closest('form')).toBe(screen.getByRole('form', { name: 'Submit an idea' }));
    expect(screen.queryByText(/Failed to submit idea/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Idea Title/ })).toHaveValue('Solar kiosks for villages');
  });
});
