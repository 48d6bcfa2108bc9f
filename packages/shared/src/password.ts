/** The five password checks of the spec, shared by the screens and the server. */

export type PasswordChecks = {
  length: boolean;
  lowercase: boolean;
  uppercase: boolean;
  number: boolean;
  special: boolean;
};

export const PASSWORD_CHECK_LABELS: Record<keyof PasswordChecks, string> = {
  length: 'At least 8 characters',
  lowercase: 'One lowercase letter',
  uppercase: 'One uppercase letter',
  number: 'One number',
  special: 'One special character',
};

export function passwordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= 8,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    number: /\d/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
}

/** Number of checks met, 0 to 5. */
export function passwordScore(password: string): number {
  return Object.values(passwordChecks(password)).filter(Boolean).length;
}

/** Registration needs every check. */
export function meetsAllPasswordRules(password: string): boolean {
  return passwordScore(password) === 5;
}

/** A reset needs a score of at least 3 of 5. */
export const RESET_MIN_SCORE = 3;
export function meetsResetPasswordRule(password: string): boolean {
  return passwordScore(password) >= RESET_MIN_SCORE;
}

export type StrengthLabel = '' | 'Weak' | 'Fair' | 'Good' | 'Strong';
export function passwordStrengthLabel(score: number): StrengthLabel {
  if (score >= 5) return 'Strong';
  if (score === 4) return 'Good';
  if (score === 3) return 'Fair';
  if (score >= 1) return 'Weak';
  return '';
}
