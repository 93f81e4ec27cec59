import type { SignState } from '../../shared/signState';

/** The card's one-line status: signed in at the first swipe, signed out at the last Out, or not yet. */
export function signStatusText(state: SignState): string {
  if (state.signedIn) return `Signed in at ${state.firstIn} · in progress`;
  if (state.lastOut) return `Signed out at ${state.lastOut}${state.firstIn ? ` · first in ${state.firstIn}` : ''}`;
  if (state.firstIn) return `First swipe at ${state.firstIn}`;
  return 'Not signed in yet';
}
