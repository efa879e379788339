import { Type, type TSchema } from '@sinclair/typebox';
import { MERCHANT_COLOR_CODES, MESSAGE_TYPES, type MerchantColor, type MessageType } from '@portal/shared/contract';

/** A string from a fixed list, as a plain JSON-schema enum (one clear error, a readable OpenAPI entry). */
export function stringEnum<T extends string>(values: readonly T[], options: { description?: string } = {}) {
  return Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });
}

/** The success envelope around a route's data, for the response schema (and OpenAPI). */
export function answer<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer({ const: 0 }), message: Type.String(), data });
}

export const MerchantColorSchema = stringEnum<MerchantColor>(MERCHANT_COLOR_CODES);
export const MessageTypeSchema = stringEnum<MessageType>(MESSAGE_TYPES);

/** Public message ids are random UUIDs. */
export const MessageId = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });

/** A title or HTML body written by the merchant (sandbox admin). */
export const MessageInput = {
  title: Type.String({ minLength: 1, maxLength: 100 }),
  content: Type.String({ minLength: 1, maxLength: 10_000, description: 'HTML' }),
};

export const MerchantSchema = Type.Object({
  title: Type.String(),
  color: MerchantColorSchema,
  dark_logo: Type.String(),
  light_logo: Type.String(),
  favicon: Type.String(),
  icp: Type.String(),
  website: Type.String(),
  version: Type.String(),
});

export const StationMessageSchema = Type.Object({
  id: Type.String(),
  type: MessageTypeSchema,
  title: Type.String(),
  content: Type.String({ description: 'HTML' }),
  read: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
