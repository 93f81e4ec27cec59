import { describe, expect, it } from 'vitest';
import { insertVariable, problemRange, variablesOf } from '../../resources/mailTemplatePreview/useMailTemplatePreview';

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

describe('a template problem at its place', () => {
  it('selects the unknown name at the engine’s line and column (1-based)', () => {
    const body = '<p>Dear {{ firstName }},</p>\n<p>{{ salary }}</p>';
    // liquidjs: 'undefined variable: salary', line 2, column 7.
    const range = problemRange(body, 2, 7);
    expect(body.slice(range.start, range.end)).toBe('salary');
    expect(problemRange('Hello {{ x | shout }}', 1, 14)).toEqual({ start: 13, end: 18 });
  });

  it('selects the rest of the line for a broken tag, and stays inside a text that changed since', () => {
    const subject = 'Hello {{ firstName';
    expect(subject.slice(problemRange(subject, 1, 7).start, problemRange(subject, 1, 7).end)).toBe('{{ firstName');
    expect(problemRange('short', 4, 90)).toEqual({ start: 5, end: 5 });
    expect(problemRange('a\nbc', 2, 90)).toEqual({ start: 4, end: 4 });
  });
});
