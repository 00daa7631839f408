import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RatingForm } from '@/features/ratings/components/rating-form';
import { mockApi, ok } from '@/testing/mock-api-ideas';
import { renderRoute } from '@/testing/render-ideas';

function renderForm() {
  const api = mockApi({
    'POST /ratings': () => ok({ rating: {}, idea: {} }, 201, 'Rating submitted successfully!'),
  });
  const view = renderRoute(<RatingForm ideaId="idea-1" />, { path: '/', url: '/' });
  return { ...view, api };
}

const form = () => screen.findByRole('form', { name: 'Rate this idea' });

describe('RatingForm', () => {
  it('moves the slider by 1 with arrows, by 10 with PageUp/PageDown, to the ends with Home/End', async () => {
    const user = userEvent.setup();
    renderForm();
    const slider = within(await form()).getByRole('slider', { name: 'Market Demand' });
    const field = screen.getByRole('spinbutton', { name: 'Market Demand value' });
    expect(slider).toHaveValue('50');
    expect(slider).toHaveAttribute('aria-valuetext', '50, Some clear demand');

    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveValue('51');
    await user.keyboard('{PageUp}');
    expect(slider).toHaveValue('61');
    expect(slider).toHaveAttribute('aria-valuetext', '61, Some clear demand');
    expect(field).toHaveValue(61);
    await user.keyboard('{PageDown}{PageDown}{ArrowLeft}');
    expect(slider).toHaveValue('40');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuetext', '100, Everyone needs this');
    expect(field).toHaveValue(100);
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuetext', '0, No one needs this');
    expect(field).toHaveValue(0);
  });

  it('keeps the number field and the slider in step, clamps typed values, and sends them', async () => {
    const user = userEvent.setup();
    const { api } = renderForm();
    const rating = await form();
    const innovation = within(rating).getByRole('slider', { name: 'Innovation' });
    const innovationField = within(rating).getByRole('spinbutton', { name: 'Innovation value' });
    const competitionField = within(rating).getByRole('spinbutton', { name: 'Competition value' });

    await user.clear(innovationField);
    await user.type(innovationField, '83');
    expect(innovation).toHaveValue('83');
    expect(innovation).toHaveAttribute('aria-valuetext', '83, Rarely seen');

    await user.clear(competitionField);
    await user.type(competitionField, '250');
    expect(within(rating).getByRole('slider', { name: 'Competition' })).toHaveValue('100');
    await user.tab();
    expect(competitionField).toHaveValue(100);

    // An emptied field leaves the slider where it was and shows its value again once left.
    await user.clear(innovationField);
    expect(innovation).toHaveValue('83');
    await user.tab();
    expect(innovationField).toHaveValue(83);

    await user.click(within(rating).getByRole('button', { name: 'Submit Rating' }));
    await waitFor(() => expect(api.calls('POST', '/ratings')).toHaveLength(1));
    expect(api.calls('POST', '/ratings')[0]!.body).toEqual({
      ideaId: 'idea-1',
      marketDemand: 50,
      innovation: 83,
      competition: 100,
      isAnonymous: false,
    });
  });

  it('shows what 0, 25, 50, 75 and 100 mean under each slider', async () => {
    renderForm();
    await form();
    const scale = screen.getByRole('list', { name: 'Competition scale' });
    expect(
      within(scale)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '0: Crushed by rivals',
      '25: Outgunned',
      '50: Holds its own',
      '75: A clear edge',
      '100: No real rivals',
    ]);
    expect(screen.getByRole('list', { name: 'Innovation scale' })).toHaveTextContent(
      '100: Never seen before',
    );
  });
});
