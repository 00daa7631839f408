import { describe, expect, it } from 'vitest';
import { actionOf, formText, keyFor, settleKey } from '@/lib/action-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each test its own action: the store is the module's, shared by every test in the file. */
const action = (name: string) => actionOf('POST', `/tests/${name}`, '{"score":50}');

describe('action keys', () => {
  it('gives every new send its own key', () => {
    const first = keyFor(action('fresh'));
    const second = keyFor(action('fresh'));
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([0, 500, 502, 504])('sends the same action again with the same key after status %i', (status) => {
    const sent = action(`unanswered-${status}`);
    const key = keyFor(sent);
    settleKey(sent, key, status);
    expect(keyFor(sent)).toBe(key);
  });

  it.each([200, 201, 400, 401, 409, 422, 429])('drops the key once answered %i', (status) => {
    const sent = action(`answered-${status}`);
    const key = keyFor(sent);
    settleKey(sent, key, 0);
    settleKey(sent, key, status);
    expect(keyFor(sent)).not.toBe(key);
  });

  it('gives another body, path or method its own key', () => {
    const sent = actionOf('POST', '/ratings', '{"score":50}');
    const key = keyFor(sent);
    settleKey(sent, key, 0);
    expect(keyFor(actionOf('POST', '/ratings', '{"score":51}'))).not.toBe(key);
    expect(keyFor(actionOf('POST', '/comments', '{"score":50}'))).not.toBe(key);
    expect(keyFor(actionOf('PUT', '/ratings', '{"score":50}'))).not.toBe(key);
    expect(keyFor(sent)).toBe(key);
  });

  it('lets a key go after the 24 hours the API keeps it', () => {
    const sent = action('old');
    const key = keyFor(sent, 0);
    settleKey(sent, key, 503, 0);
    expect(keyFor(sent, DAY_MS - 1)).toBe(key);
    expect(keyFor(sent, DAY_MS)).not.toBe(key);
  });

  it('reads the same form built twice as the same text, and another file as another', () => {
    const build = (content: string) => {
      const form = new FormData();
      form.set('title', 'Solar schools');
      form.set('pitchDeck', new File([content], 'deck.pdf', { type: 'application/pdf', lastModified: 1 }));
      return form;
    };
    expect(formText(build('a'))).toBe(formText(build('a')));
    expect(formText(build('a'))).not.toBe(formText(build('ab')));
  });
});
