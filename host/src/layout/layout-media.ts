/** Phones: the header drops the e-mail and tightens its spacing below this width. */
export const PHONE_MEDIA = '@media (max-width: 600px)';
