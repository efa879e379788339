import type { CardholderProfile, CardholderProfileInput } from '@portal/shared/contract';
import { validate } from '@portal/shared/validation-rules';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../platform/api-failure';
import { sql } from '../db';
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

interface ProfileRow {
  name: string;
  id_number_sealed: string;
  phone_prefix: '86' | '852';
  phone: string;
  website: string;
  updated_at: number;
}

/** The customer's profile, masked, or null when none is on file. */
export function readProfile(db: Db, key: Buffer, userId: string): CardholderProfile | null {
  const row = sql(
    db,
    'SELECT name, id_number_sealed, phone_prefix, phone, website, updated_at FROM cardholder_profiles WHERE user_id = ?',
  ).get(userId) as ProfileRow | undefined;
  if (!row) return null;
  return {
    name: row.name,
    id_number_masked: maskIdNumber(unseal(key, row.id_number_sealed)),
    phone_prefix: row.phone_prefix,
    phone: row.phone,
    website: row.website,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export const hasProfile = (db: Db, userId: string): boolean =>
  sql(db, 'SELECT 1 FROM cardholder_profiles WHERE user_id = ?').get(userId) !== undefined;

/** Creates or corrects the customer's profile; the ID number is sealed before it is stored. */
export function saveProfile(
  db: Db,
  key: Buffer,
  userId: string,
  input: CardholderProfileInput,
  now = Date.now(),
): CardholderProfile {
  const profile = checkProfile(input);
  sql(
    db,
    `INSERT INTO cardholder_profiles (user_id, name, id_number_sealed, phone_prefix, phone, website, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, id_number_sealed = excluded.id_number_sealed,
       phone_prefix = excluded.phone_prefix, phone = excluded.phone, website = excluded.website,
       updated_at = excluded.updated_at`,
  ).run(
    userId,
    profile.name,
    seal(key, profile.id_number),
    profile.phone_prefix,
    profile.phone,
    profile.website,
    now,
    now,
  );
  return readProfile(db, key, userId) as CardholderProfile;
}
