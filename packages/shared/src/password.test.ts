import { describe, expect, it } from 'vitest';
import {
  meetsAllPasswordRules,
  meetsResetPasswordRule,
  passwordChecks,
  passwordScore,
  passwordStrengthLabel,
} from './password';

describe('password rules', () => {
  it('checks the five rules', () => {
    expect(passwordChecks('aA1!aaaa')).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      number: true,
      special: true,
    });
    expect(passwordChecks('abc')).toEqual({
      length: false,
      lowercase: true,
      uppercase: false,
      number: false,
      special: false,
    });
  });

  it('scores and labels: 1-2 Weak, 3 Fair, 4 Good, 5 Strong', () => {
    expect([0, 1, 2, 3, 4, 5].map(passwordStrengthLabel)).toEqual(['', 'Weak', 'Weak', 'Fair', 'Good', 'Strong']);
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('abcdefgh')).toBe(2);
    expect(passwordScore('Abcdefg1!')).toBe(5);
  });

  it('registration needs all five; reset needs three', () => {
    expect(meetsAllPasswordRules('Abcdefg1!')).toBe(true);
    expect(meetsAllPasswordRules('Abcdefg1')).toBe(false);
    expect(meetsResetPasswordRule('abcdefg1')).toBe(true);
    expect(meetsResetPasswordRule('abcdefgh')).toBe(false);
  });
});
