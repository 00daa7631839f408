import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  REASON_MAX,
  REASON_TEMPLATES,
  REJECT_PROMPT,
  RejectIdeaDialog,
} from '@/features/admin/components/reject-idea-dialog';
import { renderRoute } from '@/testing/render-ideas';

function renderDialog(props: { isPending?: boolean; kind?: 'idea' | 'edit' } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = renderRoute(
    <RejectIdeaDialog open ideaTitle="Solar kiosks" onCancel={onCancel} onConfirm={onConfirm} {...props} />,
    { path: '/admin', url: '/admin' },
  );
  return { ...view, onConfirm, onCancel };
}

const field = () => screen.getByRole('textbox', { name: REJECT_PROMPT });

describe('Reject dialog', () => {
  it("is titled with the idea's name and counts the reason against the API's bound", async () => {
    const { user, onConfirm } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Solar kiosks”' });
    expect(REASON_MAX).toBe(1000);
    expect(within(dialog).getByText('0 / 1,000 characters')).toBeInTheDocument();
    await user.type(field(), 'Too vague');
    expect(within(dialog).getByText('9 / 1,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledWith('Too vague');
  });

  it('takes no more than the bound, and says the limit is reached', async () => {
    renderDialog();
    await screen.findByRole('dialog');
    expect(field()).toHaveAttribute('maxlength', String(REASON_MAX));
    fireEvent.change(field(), { target: { value: 'x'.repeat(REASON_MAX) } });
    expect(await screen.findByText('Limit reached: 1,000 characters')).toBeInTheDocument();
  });

  it('fills the field with a template, which stays editable', async () => {
    const { user, onConfirm } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    const templates = within(dialog).getByRole('group', { name: 'Start from a common reason' });
    expect(
      within(templates)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(REASON_TEMPLATES.map((template) => template.label));
    await user.click(within(templates).getByRole('button', { name: 'Duplicate' }));
    const duplicate = REASON_TEMPLATES[0].text;
    expect(field()).toHaveValue(duplicate);
    await user.type(field(), ' See “Solar kiosks 2”.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledWith(`${duplicate} See “Solar kiosks 2”.`);
  });

  it('says an edit is what is rejected, and shows progress with every control disabled while in flight', async () => {
    renderDialog({ kind: 'edit', isPending: true });
    const dialog = await screen.findByRole('dialog', { name: 'Reject the edit of “Solar kiosks”' });
    expect(within(dialog).getByRole('button', { name: /Rejecting\.\.\./ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(field()).toBeDisabled();
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
  });
});
