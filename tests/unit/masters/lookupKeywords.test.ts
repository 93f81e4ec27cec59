import { describe, expect, it } from 'vitest';
import { loggedRequest } from '../../../src/server/http/loggedRequest.js';
import { normalizeMasterSchema, type JsonSchema } from '../../../src/shared/masterSchema.js';

const file = (extra: JsonSchema): JsonSchema => ({
  title: 'Colour',
  properties: { name: { type: 'string' }, rank: { type: 'integer' }, secret: { type: 'string', writeOnly: true } },
  ...extra,
});

describe('x-lookup and x-spec-api in a schema file', () => {
  it('leaves a master without x-lookup out of the look-ups, and completes one that declares it', () => {
    expect(normalizeMasterSchema('colour', file({}))['x-lookup']).toBeUndefined();
    expect(normalizeMasterSchema('colour', file({ 'x-lookup': { label: 'name' } }))['x-lookup']).toEqual({ name: 'Colour', label: 'name', value: 'id', fields: [] });
    expect(normalizeMasterSchema('colour', file({ 'x-lookup': { name: 'Colours', label: 'name', value: 'rank', fields: ['rank'] } }))['x-lookup']).toEqual({
      name: 'Colours',
      label: 'name',
      value: 'rank',
      fields: ['rank'],
    });
  });

  it('refuses a look-up that would answer a secret, an unknown property, or an unknown keyword', () => {
    expect(() => normalizeMasterSchema('colour', file({ 'x-lookup': { label: 'secret' } }))).toThrow(/label names "secret"/);
    expect(() => normalizeMasterSchema('colour', file({ 'x-lookup': { label: 'name', fields: ['secret'] } }))).toThrow(/fields names "secret"/);
    expect(() => normalizeMasterSchema('colour', file({ 'x-lookup': { label: 'nope' } }))).toThrow(/label names "nope"/);
    expect(() => normalizeMasterSchema('colour', file({ 'x-lookup': { label: 'name', extra: 1 } }))).toThrow(/does not know "extra"/);
    expect(() => normalizeMasterSchema('colour', file({ 'x-reference': 'Colour' }))).toThrow(/replaced by x-lookup/);
  });

  it('reads spec paths, and refuses one whose method, selector or master does not suit its operation', () => {
    const schema = normalizeMasterSchema('colour', file({ 'x-lookup': { label: 'name' }, 'x-spec-api': { 'PUT /colour/status/{id}': 'status', 'POST /settings?referenceName': 'create' } }));
    expect(schema['x-spec-api']).toEqual([
      { method: 'PUT', path: '/colour/status/{id}', does: 'status' },
      { method: 'POST', path: '/settings', does: 'create', selectedBy: 'referenceName' },
    ]);
    expect(() => normalizeMasterSchema('colour', file({ 'x-spec-api': { 'GET /colour': 'create' } }))).toThrow(/create is a POST/);
    expect(() => normalizeMasterSchema('colour', file({ 'x-spec-api': { 'POST /settings?referenceName': 'create' } }))).toThrow(/needs x-lookup/);
    expect(() => normalizeMasterSchema('colour', file({ 'x-spec-api': { 'GET /forms': 'form' } }))).toThrow(/selected by \?formName/);
    expect(() => normalizeMasterSchema('colour', file({ 'x-status': false, 'x-spec-api': { 'PUT /colour/status/{id}': 'status' } }))).toThrow(/no status/);
    expect(() => normalizeMasterSchema('colour', file({ 'x-read-only': true, 'x-spec-api': { 'DELETE /colour/{id}': 'delete' } }))).toThrow(/read-only/);
    expect(() => normalizeMasterSchema('colour', file({ 'x-spec-api': { 'PATCH /colour': 'update' } }))).toThrow(/must be a method and a path/);
  });
});

describe('the request log', () => {
  it('writes a reset link’s token as [redacted]', () => {
    expect(loggedRequest({ method: 'GET', url: '/resetPassword?token=abc-DEF_1&x=1', ip: '10.0.0.1' })).toEqual({
      method: 'GET',
      url: '/resetPassword?token=[redacted]&x=1',
      remoteAddress: '10.0.0.1',
    });
  });
});
