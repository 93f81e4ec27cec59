/** Pauses of spec 000 §4 and §9 that let the user read a toast before the screen changes. */
export const AUTH_DELAYS = {
  /** Sign-in (password or Microsoft) → /dashboard. */
  loginRedirectMs: 500,
  /** Login As (role switch) → first permitted path. */
  roleSwitchMs: 500,
  /** 'Logged out successfully' → /login. */
  logoutMs: 1000,
  /** Organisation switch → reload at the first permitted path ("about 0.2 to 0.3 s"). */
  organizationReloadMs: 250,
  /** Password changed or reset → /login; matches the logout pause since the session ends the same way. */
  passwordChangedMs: 1000,
  /** Reset instructions sent → back to /login. */
  forgotPasswordSentMs: 1000,
} as const;
