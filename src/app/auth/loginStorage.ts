import type { LoginDetails } from './types';

const LOGIN_KEY = 'loginDetails';
/** Set while the stored session came from Microsoft sign-in; the Meeting Calendar entry depends on it. */
const MS_AUTH_KEY = 'msAuth';

type Listener = () => void;
const listeners = new Set<Listener>();

// useSyncExternalStore needs the same object back while nothing changed, so parse once per raw value.
let cachedRaw: string | null = null;
let cachedDetails: LoginDetails | null = null;

/** 'Remember me' decides the storage: localStorage outlives the browser session, sessionStorage does not. */
function storageFor(remember: boolean): Storage {
  return remember ? localStorage : sessionStorage;
}

function isRemembered(): boolean {
  return localStorage.getItem(LOGIN_KEY) !== null;
}

export function getLoginDetails(): LoginDetails | null {
  const raw = localStorage.getItem(LOGIN_KEY) ?? sessionStorage.getItem(LOGIN_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedDetails = parse(raw);
  }
  return cachedDetails;
}

function parse(raw: string | null): LoginDetails | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as LoginDetails;
  } catch {
    // A value we cannot read is no session at all; the user signs in again.
    return null;
  }
}

/** Omitting `remember` keeps the choice made at sign-in, so refreshes and role switches stay where they were. */
export function saveLoginDetails(details: LoginDetails, remember: boolean = isRemembered()): void {
  const target = storageFor(remember);
  const other = storageFor(!remember);
  other.removeItem(LOGIN_KEY);
  other.removeItem(MS_AUTH_KEY);
  target.setItem(LOGIN_KEY, JSON.stringify(details));
  if (details.userDetails.viaMicrosoft) target.setItem(MS_AUTH_KEY, 'true');
  else target.removeItem(MS_AUTH_KEY);
  notify();
}

export function clearLoginDetails(): void {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(LOGIN_KEY);
    storage.removeItem(MS_AUTH_KEY);
  }
  notify();
}

export function hasMicrosoftAuth(): boolean {
  return (localStorage.getItem(MS_AUTH_KEY) ?? sessionStorage.getItem(MS_AUTH_KEY)) === 'true';
}

function notify(): void {
  for (const listener of listeners) listener();
}

// Another tab signing out (or in) changes localStorage; the 'storage' event is how this tab hears of it.
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === LOGIN_KEY || event.key === MS_AUTH_KEY) notify();
}

export function subscribe(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
