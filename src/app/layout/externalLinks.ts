const envValue = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The side menu's two external links (spec 000 §2.2), in one place per deployment.
 * Each value can be overridden at build time with the VITE_… variable named beside it.
 */
export const EXTERNAL_LINKS = {
  /** VITE_ELIBRARY_URL: the e-library's single sign-on address. */
  eLibraryUrl: envValue(import.meta.env.VITE_ELIBRARY_URL) ?? 'https://elibrary.example.com/sso',
  /** VITE_GOAL_TRACKING_URL: the goal-tracking application's sign-on address. */
  goalTrackingUrl: envValue(import.meta.env.VITE_GOAL_TRACKING_URL) ?? 'https://goals.example.com/sso',
  /**
   * VITE_GOAL_TRACKING_KEY: base64 of the 256-bit AES-GCM key shared with the goal-tracking
   * application, which decrypts the e-mail. Replace it per deployment.
   */
  goalTrackingKey: envValue(import.meta.env.VITE_GOAL_TRACKING_KEY) ?? 'wBc2DN14DN/05D/FODtFex0YaIGHCNNCzxvbUL+L9hg=',
} as const;

export interface ELibraryUser {
  firstName?: string | null;
  lastName?: string | null;
  officialEmail?: string | null;
  department?: string | null;
}

/** E-library link: the encoded name, e-mail, department and return address of the user. */
export function eLibraryUrl(user: ELibraryUser, returnUrl: string, base: string = EXTERNAL_LINKS.eLibraryUrl): string {
  const name = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ');
  const params = [
    ['name', name],
    ['email', user.officialEmail ?? ''],
    ['department', user.department ?? ''],
    ['returnUrl', returnUrl],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${params}`;
}

const toBase64Url = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64 = (value: string) => Uint8Array.from(atob(value), (char) => char.charCodeAt(0));

/** base64url(12-byte IV ‖ AES-256-GCM ciphertext and tag) of the text, under the deployment key. */
export async function encryptForGoalTracking(text: string, keyBase64: string = EXTERNAL_LINKS.goalTrackingKey): Promise<string> {
  const key = await crypto.subtle.importKey('raw', fromBase64(keyBase64), { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text)));
  const out = new Uint8Array(iv.length + cipher.length);
  out.set(iv);
  out.set(cipher, iv.length);
  return toBase64Url(out);
}

/** Goal-tracking link: the user's e-mail, encrypted, in the `user` query parameter. */
export async function goalTrackingUrl(email: string, base: string = EXTERNAL_LINKS.goalTrackingUrl): Promise<string> {
  const token = await encryptForGoalTracking(email);
  return `${base}${base.includes('?') ? '&' : '?'}user=${token}`;
}
