import { afterEach, describe, expect, it } from 'vitest';
import { createRememberingStorage } from '@/lib/auth/session-storage';

const KEY = 'authToken';

describe('createRememberingStorage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a remembered session in local storage, as before', () => {
    const storage = createRememberingStorage(KEY);
    expect(storage.isRemembering()).toBe(true);

    void storage.setItem(KEY, 'session');

    expect(localStorage.getItem(KEY)).toBe('session');
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(storage.getItem(KEY)).toBe('session');
  });

  it('keeps the session in session storage without "Remember me", and leaves no copy in local storage', () => {
    localStorage.setItem(KEY, 'an older, remembered session');
    const storage = createRememberingStorage(KEY);

    storage.setRemember(false);
    void storage.setItem(KEY, 'session');

    expect(sessionStorage.getItem(KEY)).toBe('session');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(storage.getItem(KEY)).toBe('session');
  });

  it('after a reload, keeps refreshing a session where it found it', () => {
    sessionStorage.setItem(KEY, 'session');
    const afterReload = createRememberingStorage(KEY);
    expect(afterReload.isRemembering()).toBe(false);

    void afterReload.setItem(KEY, 'refreshed');

    expect(sessionStorage.getItem(KEY)).toBe('refreshed');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('signs out of both storages', () => {
    localStorage.setItem(KEY, 'one');
    sessionStorage.setItem(KEY, 'two');
    const storage = createRememberingStorage(KEY);

    void storage.removeItem(KEY);

    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('falls back to the storage that works when the other is blocked', () => {
    const storage = createRememberingStorage(KEY, null, sessionStorage);

    void storage.setItem(KEY, 'session');

    expect(sessionStorage.getItem(KEY)).toBe('session');
    expect(storage.getItem(KEY)).toBe('session');
  });
});
