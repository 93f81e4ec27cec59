import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearLoginDetails,
  getLoginDetails,
  hasMicrosoftAuth,
  saveLoginDetails,
  subscribe,
} from '../../src/app/auth/loginStorage';
import type { LoginDetails, UserDetails } from '../../src/app/auth/types';
import { stubBrowser } from './browserStubs';

const details = (token: string, viaMicrosoft = false): LoginDetails => ({
  token,
  refreshToken: `refresh-${token}`,
  userDetails: { empId: 'E001', viaMicrosoft } as UserDetails,
});

describe('loginStorage', () => {
  beforeEach(() => {
    stubBrowser();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a remembered session in localStorage and another in sessionStorage, under one key', () => {
    saveLoginDetails(details('a'), true);
    expect(localStorage.getItem('loginDetails')).toContain('"token":"a"');
    expect(sessionStorage.getItem('loginDetails')).toBeNull();

    saveLoginDetails(details('b'), false);
    expect(localStorage.getItem('loginDetails')).toBeNull();
    expect(getLoginDetails()?.token).toBe('b');
  });

  it('keeps the earlier remember choice when none is given (token refresh, role switch)', () => {
    saveLoginDetails(details('a'), true);
    saveLoginDetails(details('b'));
    expect(JSON.parse(localStorage.getItem('loginDetails')!).token).toBe('b');
  });

  it('answers the same object until the stored value changes', () => {
    saveLoginDetails(details('a'), false);
    expect(getLoginDetails()).toBe(getLoginDetails());
  });

  it('sets the msAuth flag for Microsoft sessions and clears everything on sign-out', () => {
    saveLoginDetails(details('a', true), false);
    expect(hasMicrosoftAuth()).toBe(true);
    clearLoginDetails();
    expect(hasMicrosoftAuth()).toBe(false);
    expect(getLoginDetails()).toBeNull();
  });

  it('reads unreadable storage as signed out', () => {
    sessionStorage.setItem('loginDetails', '{not json');
    expect(getLoginDetails()).toBeNull();
  });

  it('notifies subscribers of every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    saveLoginDetails(details('a'), false);
    clearLoginDetails();
    unsubscribe();
    saveLoginDetails(details('b'), false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
