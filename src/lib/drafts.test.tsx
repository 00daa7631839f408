import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  clearDraftsOf,
  DRAFT_MAX_AGE_MS,
  draftKey,
  loadDraft,
  pruneDrafts,
  saveDraft,
} from '@/lib/drafts';
import { DRAFT_SAVE_DELAY_MS, useDraft, useFormDraft } from '@/lib/use-draft';

const ALICE = draftKey('alice', 'submit-idea');
const BOB = draftKey('bob', 'submit-idea');
const NOW = Date.UTC(2026, 0, 15);
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

describe('the draft store', () => {
  it('names each draft by account, form and idea', () => {
    expect(ALICE).toBe('ideaboard:draft:alice:submit-idea');
    expect(draftKey('alice', 'edit-idea', 'idea-1')).toBe('ideaboard:draft:alice:edit-idea:idea-1');
    expect(draftKey('alice', 'landing', 'page-1')).toBe('ideaboard:draft:alice:landing:page-1');
  });

  it('gives back what was saved, with when and whether a file was left out, until it is cleared', () => {
    expect(saveDraft(ALICE, { title: 'Solar kiosks' }, true, NOW)).toBe(true);
    expect(loadDraft(ALICE, NOW + 1000)).toEqual({
      value: { title: 'Solar kiosks' },
      savedAt: NOW,
      fileLeftOut: true,
    });
    saveDraft(ALICE, { title: 'Solar kiosks for villages' }, false, NOW + 2000);
    expect(loadDraft(ALICE, NOW + 3000)?.value).toEqual({ title: 'Solar kiosks for villages' });
    clearDraft(ALICE);
    expect(loadDraft(ALICE)).toBeNull();
  });

  it("keeps one account's draft from another's", () => {
    saveDraft(ALICE, 'alice typed this');
    expect(loadDraft(BOB)).toBeNull();
    saveDraft(BOB, 'bob typed this');
    clearDraft(BOB);
    expect(loadDraft<string>(ALICE)?.value).toBe('alice typed this');
  });

  it("keeps one idea's draft from another's", () => {
    saveDraft(draftKey('alice', 'edit-idea', 'idea-1'), 'first');
    saveDraft(draftKey('alice', 'comment', 'idea-1'), 'a comment');
    expect(loadDraft(draftKey('alice', 'edit-idea', 'idea-2'))).toBeNull();
    expect(loadDraft<string>(draftKey('alice', 'edit-idea', 'idea-1'))?.value).toBe('first');
    expect(loadDraft<string>(draftKey('alice', 'comment', 'idea-1'))?.value).toBe('a comment');
  });

  it('drops a draft older than 30 days, and keeps a younger one', () => {
    saveDraft(ALICE, 'old', false, NOW);
    expect(loadDraft(ALICE, NOW + DRAFT_MAX_AGE_MS)?.value).toBe('old');
    expect(loadDraft(ALICE, NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem(ALICE)).toBeNull();
  });

  it('prunes the old drafts of every account, and nothing that is not a draft', () => {
    saveDraft(ALICE, 'old', false, NOW - 31 * DAY);
    saveDraft(BOB, 'recent', false, NOW - DAY);
    localStorage.setItem('theme', 'dark');
    pruneDrafts(NOW);
    expect(localStorage.getItem(ALICE)).toBeNull();
    expect(loadDraft<string>(BOB, NOW)?.value).toBe('recent');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it("removes every draft of an account that signs out, and nothing else: another account's, the theme", () => {
    saveDraft(ALICE, 'an idea');
    saveDraft(draftKey('alice', 'comment', 'idea-1'), 'a comment');
    saveDraft(draftKey('alice', 'landing', 'page-1'), 'a headline');
    // An account whose id begins with hers keeps its drafts.
    saveDraft(draftKey('alice2', 'comment', 'idea-1'), 'not hers');
    saveDraft(BOB, 'bob typed this');
    localStorage.setItem('theme', 'dark');
    clearDraftsOf('alice');
    expect(loadDraft(ALICE)).toBeNull();
    expect(loadDraft(draftKey('alice', 'comment', 'idea-1'))).toBeNull();
    expect(loadDraft(draftKey('alice', 'landing', 'page-1'))).toBeNull();
    expect(loadDraft<string>(draftKey('alice2', 'comment', 'idea-1'))?.value).toBe('not hers');
    expect(loadDraft<string>(BOB)?.value).toBe('bob typed this');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it.each([
    ['text that is not JSON', '{"value": "half'],
    ['JSON of another shape', '{"title": "no envelope"}'],
    ['JSON null', 'null'],
    ['a date that is not a number', '{"value": 1, "savedAt": "yesterday", "fileLeftOut": false}'],
  ])('treats %s as no draft, and removes it', (_what, stored) => {
    localStorage.setItem(ALICE, stored);
    expect(loadDraft(ALICE)).toBeNull();
    expect(localStorage.getItem(ALICE)).toBeNull();
  });

  it('makes room by dropping old drafts when storage is full, and reports a save that still fails', () => {
    saveDraft(BOB, 'old', false, NOW - 31 * DAY);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveDraft(ALICE, 'new', false, NOW)).toBe(true);
    expect(localStorage.getItem(BOB)).toBeNull();
    expect(loadDraft<string>(ALICE, NOW)?.value).toBe('new');

    setItem.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveDraft(ALICE, 'newer', false, NOW)).toBe(false);
    expect(loadDraft<string>(ALICE, NOW)?.value).toBe('new');
  });

  it('works as if there were no drafts when the browser blocks storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(saveDraft(ALICE, 'text')).toBe(false);
    expect(loadDraft(ALICE)).toBeNull();
    expect(() => clearDraft(ALICE)).not.toThrow();
    expect(() => pruneDrafts()).not.toThrow();
  });

  it('works as if there were no drafts when reading storage fails', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(loadDraft(ALICE)).toBeNull();
  });
});

describe('useDraft', () => {
  beforeEach(() => vi.useFakeTimers());

  // First in this file: old drafts are pruned once a visit, when the first form opens.
  it("drops every account's old drafts when the first form opens", () => {
    saveDraft(BOB, 'old', false, Date.now() - 31 * DAY);
    saveDraft(draftKey('bob', 'comment', 'idea-1'), 'recent', false, Date.now() - DAY);
    renderHook(() => useDraft<string>(ALICE));
    expect(localStorage.getItem(BOB)).toBeNull();
    expect(loadDraft<string>(draftKey('bob', 'comment', 'idea-1'))?.value).toBe('recent');
  });

  it('saves shortly after a change, not on every keystroke', () => {
    const { result } = renderHook(() => useDraft<string>(ALICE));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    act(() => {
      result.current.update('S');
      result.current.update('So');
      result.current.update('Sol');
    });
    expect(loadDraft(ALICE)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    expect(loadDraft<string>(ALICE)?.value).toBe('Sol');
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the form goes away', (unmount: () => void) => unmount()],
    ['the page is left', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'the tab is hidden',
      () => {
        vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('saves the last keystrokes at once when %s', (_when, leave) => {
    const { result, unmount } = renderHook(() => useDraft<string>(ALICE));
    act(() => result.current.update('Solar kiosks'));
    act(() => leave(unmount));
    expect(loadDraft<string>(ALICE)?.value).toBe('Solar kiosks');
  });

  it('gives back the draft found on opening, and removes it once cleared or emptied', () => {
    saveDraft(ALICE, 'typed before');
    const { result } = renderHook(() => useDraft<string>(ALICE));
    expect(result.current.restored?.value).toBe('typed before');
    act(() => result.current.update('', { empty: true }));
    act(() => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    expect(loadDraft(ALICE)).toBeNull();

    act(() => result.current.update('again'));
    act(() => result.current.clear());
    act(() => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    expect(loadDraft(ALICE)).toBeNull();
    expect(result.current.restored).toBeNull();
  });

  it('keeps nothing without an account', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { result, unmount } = renderHook(() => useDraft<string>(null));
    act(() => result.current.update('text'));
    unmount();
    expect(setItem).not.toHaveBeenCalled();
  });
});

interface Values {
  title: string;
  socialMedia: { twitter: string };
  deck: File | null;
}

const EMPTY: Values = { title: '', socialMedia: { twitter: '' }, deck: null };

function DraftedForm() {
  const form = useForm<Values>({ defaultValues: EMPTY });
  const draft = useFormDraft(form, ALICE, EMPTY, ['deck']);
  return (
    <form>
      {draft.restoredAt !== null && (
        <p>
          Draft restored{draft.fileLeftOut && ', without its file'}
          <button type="button" onClick={draft.discard}>
            Discard
          </button>
        </p>
      )}
      <input aria-label="Title" {...form.register('title')} />
      <input aria-label="Twitter" {...form.register('socialMedia.twitter')} />
      <input
        aria-label="Deck"
        type="file"
        onChange={(event) => form.setValue('deck', event.target.files?.[0] ?? null)}
      />
    </form>
  );
}

describe('useFormDraft', () => {
  it('keeps what is typed (not the file) and restores it, nested fields included, with the note', async () => {
    const user = userEvent.setup();
    const first = render(<DraftedForm />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Solar kiosks');
    await user.type(screen.getByRole('textbox', { name: 'Twitter' }), 'https://twitter.com/solar');
    await user.upload(screen.getByLabelText('Deck'), new File(['%PDF'], 'deck.pdf'));
    first.unmount();
    expect(loadDraft(ALICE)).toMatchObject({
      value: { title: 'Solar kiosks', socialMedia: { twitter: 'https://twitter.com/solar' } },
      fileLeftOut: true,
    });
    expect(loadDraft<Partial<Values>>(ALICE)?.value).not.toHaveProperty('deck');

    render(<DraftedForm />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Solar kiosks');
    expect(screen.getByRole('textbox', { name: 'Twitter' })).toHaveValue('https://twitter.com/solar');
    expect(screen.getByText(/Draft restored, without its file/)).toBeInTheDocument();
  });

  it('keeps no draft of a form put back as it started', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DraftedForm />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, 'x');
    await user.clear(title);
    unmount();
    expect(loadDraft(ALICE)).toBeNull();
  });

  it('discards the draft: the form starts over and the note goes', async () => {
    const user = userEvent.setup();
    saveDraft(ALICE, { title: 'Typed before', socialMedia: { twitter: '' } });
    const { unmount } = render(<DraftedForm />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Typed before');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(screen.queryByText(/Draft restored/)).not.toBeInTheDocument();
    unmount();
    expect(loadDraft(ALICE)).toBeNull();
  });
});
