import { describe, expect, it } from 'vitest';
import {
  validateChangePassword,
  validateForgotPassword,
  validateLogin,
  validateNewPassword,
} from '../../src/app/login/validation';

describe('sign-in validation (spec 000 §5)', () => {
  it('login needs both fields', () => {
    expect(validateLogin({ empId: ' ', password: '' })).toEqual({
      empId: 'Employee ID is required',
      password: 'Password is required',
    });
    expect(validateLogin({ empId: 'E001', password: 'x' })).toEqual({});
  });

  it('forgot password needs an ID and a valid e-mail', () => {
    expect(validateForgotPassword({ empId: '', emailId: '' })).toEqual({
      empId: 'Employee ID is required',
      emailId: 'Invalid email',
    });
    expect(validateForgotPassword({ empId: 'E001', emailId: 'not-an-email' })).toEqual({ emailId: 'Invalid email' });
    expect(validateForgotPassword({ empId: 'E001', emailId: 'a.b@example.com' })).toEqual({});
  });

  it('new password rules', () => {
    expect(validateNewPassword({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(validateNewPassword({ newPassword: '12345', confirmPassword: '12345' })).toEqual({
      newPassword: 'Password must be at least 6 characters',
    });
    expect(validateNewPassword({ newPassword: '123456', confirmPassword: '123457' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
    expect(validateNewPassword({ newPassword: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('change password also needs the current password', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual({
      currentPassword: 'Current password is required',
    });
  });
});
