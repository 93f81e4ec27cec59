import { describe, expect, it } from 'vitest';
import { resolveLookupSource } from '../../../widgets/lookupContext';

describe('resolveLookupSource (lookup widget)', () => {
  const formData = { mailSettings: { provider: 'Google Workspace', server: 'smtp.gmail.com' }, code: 'A&B' };

  it('fills each placeholder from the form data, URI-encoded, nested paths included', () => {
    expect(resolveLookupSource('/smtp/port?provider={mailSettings.provider}&server={mailSettings.server}', formData)).toBe(
      '/smtp/port?provider=Google%20Workspace&server=smtp.gmail.com',
    );
    expect(resolveLookupSource('/things?code={code}', formData)).toBe('/things?code=A%26B');
    expect(resolveLookupSource('/smtp', formData)).toBe('/smtp');
  });

  it('waits (null) while a value it depends on is empty', () => {
    expect(resolveLookupSource('/smtp/port?provider={mailSettings.provider}&server={mailSettings.port}', formData)).toBeNull();
    expect(resolveLookupSource('/smtp/server?provider={mailSettings.provider}', {})).toBeNull();
    expect(resolveLookupSource('/smtp/server?provider={provider}', { provider: '' })).toBeNull();
  });
});
