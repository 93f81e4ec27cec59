import { describe, expect, it } from 'vitest';
import { auditActor, auditJson, changedFields, formatAuditTime } from '../../../resources/auditTrail/auditFormat';

describe('audit trail formatting', () => {
  it('formats the instant as dd-MM-yyyy HH:mm in the local zone', () => {
    const local = new Date(2025, 2, 7, 9, 5);
    expect(formatAuditTime(local.toISOString())).toBe('07-03-2025 09:05');
    expect(formatAuditTime(null)).toBe('');
  });

  it('names the actor, or the system', () => {
    expect(auditActor({ actor: 'ADMIN', actorName: 'Site Administrator' })).toBe('ADMIN - Site Administrator');
    expect(auditActor({ actor: null, actorName: null })).toBe('System');
  });

  it('lists the changed fields of two records', () => {
    expect(changedFields({ name: 'Male', version: 1, status: 'Active' }, { name: 'Male', version: 2, status: 'Active' })).toEqual(['version']);
    expect(changedFields(null, { name: 'x' })).toEqual([]);
    expect(auditJson(null)).toBe('(none)');
  });
});
