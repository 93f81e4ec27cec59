import { describe, expect, it } from 'vitest';
import { fieldColumns } from '../../../widgets/rules/fieldWidth';

describe('fieldColumns (generic form layout, spec 002 §3)', () => {
  it('puts two fields to a row', () => {
    expect(fieldColumns({ type: 'string' }, undefined, 4)).toBe(6);
    expect(fieldColumns({ type: 'integer' }, { 'ui:widget': 'lookup' }, 4)).toBe(6);
    expect(fieldColumns({ type: 'array', items: { enum: ['a', 'b'] } }, undefined, 4)).toBe(6);
  });

  it('gives the whole row to a fullWidth field, a group, a wide widget and a form’s only field', () => {
    expect(fieldColumns({ type: 'string' }, { 'ui:options': { fullWidth: true } }, 4)).toBe(12);
    expect(fieldColumns({ type: 'object' }, undefined, 4)).toBe(12);
    expect(fieldColumns({ type: 'array', items: { type: 'object' } }, undefined, 4)).toBe(12);
    expect(fieldColumns({ type: 'string' }, { 'ui:widget': 'upload' }, 4)).toBe(12);
    expect(fieldColumns({ type: 'object' }, { 'ui:field': 'permissionMatrix' }, 4)).toBe(12);
    expect(fieldColumns({ type: 'string' }, undefined, 1)).toBe(12);
  });
});
