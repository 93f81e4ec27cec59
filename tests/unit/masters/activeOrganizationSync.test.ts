import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncActiveOrganization } from '../../../src/app/auth/activeOrganizationSync';
import { getLoginDetails, saveLoginDetails } from '../../../src/app/auth/loginStorage';
import type { LoginDetails, UserDetails } from '../../../src/app/auth/types';
import { onRecordChanged, recordChanged } from '../../../src/app/masters/recordChanges';
import { stubBrowser } from '../browserStubs';

const session = (): LoginDetails => ({
  token: 't',
  refreshToken: 'r',
  userDetails: {
    empId: 'ADMIN',
    viaMicrosoft: false,
    activeOrganization: { organizationCode: 'ACME', organizationDetail: 'Acme Corporation', shortName: 'Acme', logo: 'acme-logo.png', collaborationUrls: {}, roleDetails: [] },
  } as unknown as UserDetails,
});

describe('the session’s active organisation follows its master record', () => {
  beforeEach(() => {
    stubBrowser('/organization');
    saveLoginDetails(session(), true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes a new logo, name and short name of the active organisation, and stays where it was stored', () => {
    expect(syncActiveOrganization('organization', { id: 1, organizationCode: 'ACME', logoFile: 'org-1-99.png', shortName: 'ACME Co' })).toBe(true);
    expect(getLoginDetails()?.userDetails.activeOrganization).toMatchObject({ logo: 'org-1-99.png', shortName: 'ACME Co', organizationDetail: 'Acme Corporation' });
    expect(localStorage.getItem('loginDetails')).toContain('org-1-99.png');
    // Nothing new: the session is not rewritten.
    expect(syncActiveOrganization('organization', { id: 1, organizationCode: 'ACME', logoFile: 'org-1-99.png' })).toBe(false);
  });

  it('leaves the session alone for another organisation or another master', () => {
    expect(syncActiveOrganization('organization', { id: 2, organizationCode: 'GLOBEX', logoFile: 'org-2.png' })).toBe(false);
    expect(syncActiveOrganization('subOrganization', { id: 1, organizationCode: 'ACME', logoFile: 'x.png' })).toBe(false);
    expect(getLoginDetails()?.userDetails.activeOrganization.logo).toBe('acme-logo.png');
  });

  it('hears of saved records through the master form’s change events', () => {
    const stop = onRecordChanged(syncActiveOrganization);
    recordChanged('organization', { id: 1, organizationCode: 'ACME', logoFile: 'org-1-100.png' });
    expect(getLoginDetails()?.userDetails.activeOrganization.logo).toBe('org-1-100.png');
    stop();
    recordChanged('organization', { id: 1, organizationCode: 'ACME', logoFile: 'org-1-101.png' });
    expect(getLoginDetails()?.userDetails.activeOrganization.logo).toBe('org-1-100.png');
  });
});
