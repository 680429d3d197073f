export const PASSWORD_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&.';
