import type { ValidationMessages } from './messages-zh';

/** The validation messages in English: the spec's English ones word for word, the others translated. */
export const validationEn: ValidationMessages = {
  required: 'This field is empty',
  phoneFormat: 'The phone number is not valid',
  phoneDefault: 'Please enter a valid phone number',
  phoneHongKongFormat: 'Your phone number is not valid',
  email: 'Please enter a valid e-mail address',
  tooLong: 'Too long',
  belowMinLength: 'Too short',
  aboveMaxLength: 'Too long',
  passwordPattern: 'Use 8-16 characters with upper- and lower-case letters and digits',
  code: 'Please enter the correct verification code',
  inviteCode: 'Please enter a valid invitation code',
  idNumber: 'Please enter a valid ID card number',
  url: 'Please enter a URL',
  alphanumeric6to10: 'Please enter 6 to 10 digits or letters',
  resendCountdown: 'Resend in {n}s',
  codeNotRequested: 'Please get the verification code first',
  loginFormInvalid: 'Your input does not meet the requirements',
  getCodeFirst: 'Please get the verification code first',
  agreeToAgreement: 'Please read and agree to the agreement',
  enterCorrectPhone: 'Please enter the correct phone number',
  confirmPasswordMismatch: 'Please keep it the same as the set password',
  enterEmail: 'Please enter email',
  noChinese: 'Chinese characters are not allowed',
};
