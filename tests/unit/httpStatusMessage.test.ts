import { describe, expect, it } from 'vitest';
import { httpStatusMessage } from '../../src/app/http/httpStatusMessage';

const operational = { message: 'Employee ID already exists', errorType: 'OPERATIONAL' };
const internal = { message: 'duplicate key value violates unique constraint', errorType: 'INTERNAL' };

describe('httpStatusMessage (spec 000 §8)', () => {
  it.each([400, 409])('%i shows an OPERATIONAL server message only', status => {
    expect(httpStatusMessage(status, operational)).toBe('Employee ID already exists');
    expect(httpStatusMessage(status, internal)).toBe('Something went wrong!');
    expect(httpStatusMessage(status, null)).toBe('Something went wrong!');
  });

  it.each([403, 404])('%i shows the server message, else the generic text with the status code', status => {
    expect(httpStatusMessage(status, { message: 'Access denied' })).toBe('Access denied');
    expect(httpStatusMessage(status, null)).toBe(`Something went wrong! (${status})`);
    expect(httpStatusMessage(status, { message: '  ' })).toBe(`Something went wrong! (${status})`);
  });

  it('has fixed texts for 500, 502 and 503 whatever the body says', () => {
    expect(httpStatusMessage(500, operational)).toBe('Internal Server Error. Please try again later.');
    expect(httpStatusMessage(502)).toBe('Bad Gateway. Please check the server connection.');
    expect(httpStatusMessage(503)).toBe('Service Unavailable. Try again later.');
  });

  it('reports a call that got no answer as a network failure', () => {
    expect(httpStatusMessage(0)).toBe('Network/Interceptor error occurred');
  });

  it('treats statuses the spec does not list like 400', () => {
    expect(httpStatusMessage(429, { message: 'Too many attempts', errorType: 'OPERATIONAL' })).toBe('Too many attempts');
    expect(httpStatusMessage(422, internal)).toBe('Something went wrong!');
  });
});
