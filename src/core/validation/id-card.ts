// Mainland resident ID numbers (GB 11643-1999): 18 characters, or the 15-digit numbers issued before 1999.
import { compareDates, isRealDate, todayString } from './dates';

/**
 * First two digits: the province-level codes of GB/T 2260, plus 71 (Taiwan), 81/82 (Hong Kong/Macao)
 * and 83 (Taiwan), which residence permits use with the same number format.
 */
export const PROVINCE_CODES: readonly string[] = [
  '11', '12', '13', '14', '15',
  '21', '22', '23',
  '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54',
  '61', '62', '63', '64', '65',
  '71', '81', '82', '83',
];

const PROVINCES = new Set(PROVINCE_CODES);
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';
/** No one alive was born before this; earlier dates are typing mistakes. */
export const EARLIEST_BIRTH = '1900-01-01';

/** The ISO 7064 MOD 11-2 check character of the first 17 digits ('0'-'9' or 'X'); null if they are not 17 digits. */
export function idCardCheckDigit(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

function dateOf(year: number, month: number, day: number): string | null {
  if (!isRealDate(year, month, day)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The birth date written in the number (YYYY-MM-DD) if the number is well formed, whatever the date; else null. */
function embeddedDate(value: string): string | null {
  if (typeof value !== 'string' || !PROVINCES.has(value.slice(0, 2))) return null;
  if (/^[1-9]\d{16}[\dXx]$/.test(value)) {
    if (idCardCheckDigit(value.slice(0, 17)) !== value[17].toUpperCase()) return null;
    return dateOf(Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14)));
  }
  if (/^[1-9]\d{14}$/.test(value)) {
    return dateOf(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)));
  }
  return null;
}

/**
 * 18 characters: region (first digit 1-9, a real province code), a real birth date between 1900-01-01
 * and `today` (inclusive), a sequence number and the MOD 11-2 check character (0-9, X or x).
 * 15 digits: region, a real 19yymmdd date, a sequence number, no check character.
 */
export function isValidIdCard(value: string, today: string = todayString()): boolean {
  return birthdayFromIdCard(value, today) !== null;
}

/** The birth date (YYYY-MM-DD) of a valid ID number; null when the number is not valid. */
export function birthdayFromIdCard(value: string, today: string = todayString()): string | null {
  const date = embeddedDate(value);
  if (date === null || compareDates(date, EARLIEST_BIRTH) < 0 || compareDates(date, today) > 0) return null;
  return date;
}

/** The gender dictionary's codes (terms 'gender'; GB/T 2261.1): '1' male, '2' female. */
export type GenderCode = '1' | '2';

/**
 * The gender a valid ID number holds: the sequence number's last digit (the 17th of 18, the 15th of 15)
 * is odd for a man ('1') and even for a woman ('2'); null when the number is not valid.
 */
export function genderFromIdCard(value: string, today: string = todayString()): GenderCode | null {
  if (birthdayFromIdCard(value, today) === null) return null;
  const digit = Number(value[value.length === 18 ? 16 : 14]);
  return digit % 2 === 1 ? '1' : '2';
}
