/**
 * When a react-hook-form form checks its fields: errors appear on the first submit, then follow
 * each keystroke. (Validating on blur moved the submit button under the pointer: the error shown
 * on blur swallowed the click.) Spread into useForm's options.
 */
export const validateOnSubmitThenOnChange = {
  mode: 'onSubmit',
  reValidateMode: 'onChange',
} as const;
