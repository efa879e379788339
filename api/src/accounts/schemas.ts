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

/** The mainland mobile rule of spec §5 (the same pattern as the shared rule table). */
const MAINLAND_MOBILE = '^1(3\\d|4[01456879]|5[0-35-9]|6[2567]|7[0-8]|8\\d|9[0-35-9])\\d{8}$';
/** The e-mail shape of spec §5 (local@domain.tld). */
const EMAIL = '^[\\w.+-]+@[A-Za-z\\d-]+(\\.[A-Za-z\\d-]+)*\\.[A-Za-z]{2,}$';

/** Password fields are only bounded here; the rule itself answers with the spec's message (2004, 2006). */
const SECRET_MAX_LENGTH = 64;

export const PhoneSchema = Type.String({ maxLength: 11, pattern: MAINLAND_MOBILE });

export const PhoneInfoSchema = Type.Object(
  { phone: PhoneSchema, phone_prefix: Type.Literal(PHONE_PREFIX) },
  { additionalProperties: false },
);

export const EmailSchema = Type.String({ maxLength: 40, pattern: EMAIL });

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

const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[A-Za-z\d]{8,16}$/;
const TRX_PASSWORD_RULE = /^[A-Za-z\d]{6,10}$/;

export const passesPasswordRule = (value: string): boolean => PASSWORD_RULE.test(value);
export const passesTrxPasswordRule = (value: string): boolean => TRX_PASSWORD_RULE.test(value);

/** E-mail addresses are compared and stored lower-cased. */
export const normaliseEmail = (email: string): string => email.toLowerCase();

/** The success envelope around `data`, for response schemas (and the OpenAPI document). */
export const envelopeOf = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), data });

export const NullAnswer = envelopeOf(Type.Null());
