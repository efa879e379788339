import type { CardholderProfile, CardholderProfileInput } from '@portal/shared/contract';
import { validate } from '@portal/shared/validation-rules';
import { ApiFailure } from '../../platform/api-failure';
import type { Queries } from '../db';
import { WALLET_ERRORS } from '../errors';
import { seal, unseal } from './sealing';

/** Letters of the Latin alphabet, with spaces, dots, apostrophes and hyphens between them. */
const LATIN_NAME = /^[A-Za-z]+(?:[ .'-][A-Za-z]+)*\.?$/;
export const NAME_MESSAGE = '请输入英文姓名（字母，可含空格、点、连字符），不能包含中文字符';

const refuse = (message: string) => new ApiFailure(WALLET_ERRORS.profileInvalid, message);

/** Checks every field by the spec's rules (§5); the first broken one answers 4090 with its message. */
export function checkProfile(input: CardholderProfileInput): CardholderProfileInput {
  const name = input.name.trim().replace(/\s+/g, ' ');
  const noChinese = validate('noChinese', name);
  if (noChinese) throw refuse(NAME_MESSAGE);
  if (!LATIN_NAME.test(name) || name.length > 64) throw refuse(NAME_MESSAGE);
  const idNumber = input.id_number.trim().toUpperCase();
  const idProblem = validate('idNumberMainland', idNumber);
  if (idProblem) throw refuse(idProblem);
  const phoneProblem = validate(input.phone_prefix === '852' ? 'phoneHongKong' : 'phoneMainland', input.phone);
  if (phoneProblem) throw refuse(phoneProblem);
  const website = input.website.trim();
  const urlProblem = validate('url', website);
  if (urlProblem || website.length > 200) throw refuse(urlProblem ?? '请输入url地址');
  return { name, id_number: idNumber, phone_prefix: input.phone_prefix, phone: input.phone, website };
}

/** An ID number as shown: the first three and last four characters. */
export const maskIdNumber = (idNumber: string) => `${idNumber.slice(0, 3)}${'*'.repeat(11)}${idNumber.slice(-4)}`;

/** The customer's profile, masked, or null when none is on file. */
export async function readProfile(q: Queries, key: Buffer, userId: string): Promise<CardholderProfile | null> {
  const row = await q
    .selectFrom('cardholder_profiles')
    .select(['name', 'id_number_sealed', 'phone_prefix', 'phone', 'website', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: row.name,
    id_number_masked: maskIdNumber(unseal(key, row.id_number_sealed)),
    phone_prefix: row.phone_prefix as CardholderProfile['phone_prefix'],
    phone: row.phone,
    website: row.website,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export const hasProfile = async (q: Queries, userId: string): Promise<boolean> =>
  (await q.selectFrom('cardholder_profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !==
  undefined;

/** Creates or corrects the customer's profile; the ID number is sealed before it is stored. */
export async function saveProfile(
  q: Queries,
  key: Buffer,
  userId: string,
  input: CardholderProfileInput,
  now = Date.now(),
): Promise<CardholderProfile> {
  const profile = checkProfile(input);
  await q
    .insertInto('cardholder_profiles')
    .values({
      user_id: userId,
      name: profile.name,
      id_number_sealed: seal(key, profile.id_number),
      phone_prefix: profile.phone_prefix,
      phone: profile.phone,
      website: profile.website,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        id_number_sealed: eb.ref('excluded.id_number_sealed'),
        phone_prefix: eb.ref('excluded.phone_prefix'),
        phone: eb.ref('excluded.phone'),
        website: eb.ref('excluded.website'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  return (await readProfile(q, key, userId)) as CardholderProfile;
}
