import { Type, type TSchema } from '@sinclair/typebox';
import {
  ACCESS_PURPOSES,
  MARK_TYPES,
  PHONE_PREFIX,
  SEND_TYPES,
  type AccessPurpose,
  type MarkType,
  type SendType,
} from '@portal/shared/contract';
import { EMAIL, EMAIL_MAX_LENGTH, MAINLAND_MOBILE, validate } from '@portal/shared/validation-rules';

/** Password fields are only bounded here; the rule itself answers with the spec's message (2004, 2006). */
const SECRET_MAX_LENGTH = 64;

/** The mainland mobile rule of spec §5, from the portal's rule table. */
export const PhoneSchema = Type.String({ maxLength: 11, pattern: MAINLAND_MOBILE.source });

export const PhoneInfoSchema = Type.Object(
  { phone: PhoneSchema, phone_prefix: Type.Literal(PHONE_PREFIX) },
  { additionalProperties: false },
);

/** The e-mail shape of spec §5 (local@domain.tld), from the portal's rule table. */
export const EmailSchema = Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL.source });

export const CaptchaSchema = Type.String({ maxLength: 6, pattern: '^\\d{6}$' });

/** Sign-in takes any password of a sane length; a password that breaks the rule simply never matches. */
export const LoginPasswordSchema = Type.String({ minLength: 1, maxLength: SECRET_MAX_LENGTH });

export const NewPasswordSchema = Type.String({ maxLength: SECRET_MAX_LENGTH });

/** A client-generated id for "this browser", kept by the client across sign-ins. */
export const DeviceIdSchema = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** Optional: null (or absent) when not given, otherwise exactly 4 letters or digits. */
export const InvitationCodeSchema = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  maxLength: 4,
  pattern: '^[A-Za-z\\d]{4}$',
});

export const SendTypeSchema = Type.Unsafe<SendType>({ type: 'string', enum: [...SEND_TYPES] });

export const MarkTypeSchema = Type.Unsafe<MarkType>({ type: 'string', enum: [...MARK_TYPES] });

export const AccessPurposeSchema = Type.Unsafe<AccessPurpose>({
  type: 'string',
  enum: [...ACCESS_PURPOSES],
  description:
    'Only with MARK_TYPE_ACCESS: what the code authorises. Its SMS or e-mail names it (登录验证, 查看卡号, ' +
    '修改登录密码, 更换邮箱) and only that use accepts it; a code asked for without it reads 登录验证 and ' +
    'passes every access check.',
});

export const TokenAnswerSchema = Type.Object({ token: Type.String() });

/** Spec §7 makes the bind answer's token optional; this API always sends one, a portal copes without. */
export const BindEmailAnswerSchema = Type.Object({ token: Type.Optional(Type.String()) });

/** The password rules of spec §5, as the portal's forms check them (2004 and 2006 when they fail). */
export const passesPasswordRule = (value: string): boolean => validate('password', value) === null;
export const passesTrxPasswordRule = (value: string): boolean => validate('transactionPassword', value) === null;

/** E-mail addresses are compared and stored lower-cased. */
export const normaliseEmail = (email: string): string => email.toLowerCase();

/** The success envelope around `data`, for response schemas (and the OpenAPI document). */
export const envelopeOf = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), data });

export const NullAnswer = envelopeOf(Type.Null());
