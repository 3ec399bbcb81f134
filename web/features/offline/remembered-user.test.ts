import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetRememberedUser,
  parseRememberedUser,
  readRememberedUser,
  REMEMBERED_USER_KEY,
  rememberedUserOf,
  rememberUser,
} from './remembered-user';

function fakeLocalStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: vi.fn((key: string, value: string) => void values.set(key, value)),
    removeItem: (key: string) => void values.delete(key),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the user this device remembers for Quick Entry offline', () => {
  it('is the id and the name, nothing else of the account', () => {
    const user = {
      id: 'u1',
      name: 'Dana Driver',
      email: 'dana@example.com',
      emailVerified: true,
      image: null,
      createdAt: new Date(),
    };
    expect(rememberedUserOf(user)).toEqual({ id: 'u1', name: 'Dana Driver' });
  });

  it('is named by the part of the email before the @ when the account has no name', () => {
    expect(rememberedUserOf({ id: 'u1', name: '  ', email: 'dana.d@example.com' })).toEqual({
      id: 'u1',
      name: 'dana.d',
    });
    expect(rememberedUserOf({ id: 'u1', name: null, email: 'dana@example.com' }).name).toBe('dana');
  });

  it('is read back from what was stored, and only from a well-formed entry', () => {
    expect(parseRememberedUser('{"id":"u1","name":"Dana"}')).toEqual({ id: 'u1', name: 'Dana' });
    expect(parseRememberedUser('{"id":"u1","name":"Dana","email":"dana@example.com"}')).toEqual({
      id: 'u1',
      name: 'Dana',
    });
    for (const text of [
      null,
      '',
      'not json',
      'null',
      '"u1"',
      '{"id":"","name":"Dana"}',
      '{"id":7,"name":"x"}',
      '{"id":"u1"}',
    ]) {
      expect(parseRememberedUser(text), String(text)).toBeNull();
    }
  });

  it('is stored when a session is confirmed and gone when forgotten', () => {
    const storage = fakeLocalStorage();
    vi.stubGlobal('localStorage', storage);
    expect(readRememberedUser()).toBeNull();
    rememberUser({ id: 'u1', name: 'Dana' });
    expect(storage.values.get(REMEMBERED_USER_KEY)).toBe('{"id":"u1","name":"Dana"}');
    expect(readRememberedUser()).toEqual({ id: 'u1', name: 'Dana' });
    // Each confirmation of the same session writes nothing new.
    rememberUser({ id: 'u1', name: 'Dana' });
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    forgetRememberedUser();
    expect(readRememberedUser()).toBeNull();
  });

  it('is simply not there when the browser keeps no storage', () => {
    const refusing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refusing, setItem: refusing, removeItem: refusing });
    expect(() => rememberUser({ id: 'u1', name: 'Dana' })).not.toThrow();
    expect(readRememberedUser()).toBeNull();
    expect(() => forgetRememberedUser()).not.toThrow();
  });
});
