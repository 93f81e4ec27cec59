/**
 * The one ordered list of what decides a session's status, weakest first: each later source
 * replaces what an earlier one said for the sessions it covers (docs/attendance-engine.md).
 */
export const PRECEDENCE = ['dayType', 'punches', 'regularization', 'leave', 'override'] as const;

export type DecisionSource = (typeof PRECEDENCE)[number];
