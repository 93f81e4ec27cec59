import { describe, expect, it } from 'vitest';
import { insertVariable, variablesOf } from '../../resources/mailTemplatePreview/useMailTemplatePreview';

describe('the mail template variable palette', () => {
  it('lists the template’s variables', () => {
    expect(variablesOf({ variables: ' firstName, leaveCode ,, status ' })).toEqual(['firstName', 'leaveCode', 'status']);
    expect(variablesOf(null)).toEqual([]);
  });

  it('inserts a variable at the cursor, replacing the selection, and puts the cursor after it', () => {
    expect(insertVariable('Dear ,', 'firstName', 5, 5)).toEqual({ text: 'Dear {{ firstName }},', caret: 20 });
    expect(insertVariable('Hi NAME!', 'empId', 3, 7)).toEqual({ text: 'Hi {{ empId }}!', caret: 14 });
  });
});
