// The single-value rules: ID numbers, mobile numbers, emails, dates.
import { describe, expect, it } from 'vitest';
import {
  birthdayFromIdCard,
  compareDates,
  idCardCheckDigit,
  isValidEmail,
  isValidIdCard,
  isValidMobile,
  normalizeDate,
} from '@/src/core/validation';
import { ACCEPTED_EMAILS, REFUSED_EMAILS } from './email-cases';

const TODAY = '2024-06-15';

/** An 18-character ID number with a computed check digit (no real person's number): region + date + sequence. */
function idNumber(date: string, region = '110105', sequence = '123'): string {
  const first17 = `${region}${date}${sequence}`;
  return first17 + (idCardCheckDigit(first17) ?? '?');
}

describe('isValidIdCard', () => {
  it('the generator computes the GB 11643 example check digit X', () => {
    expect(idNumber('19491231', '110105', '002')).toBe('11010519491231002X');
    expect(idCardCheckDigit('11010519491231002')).toBe('X');
    expect(idCardCheckDigit('1101051949123100')).toBeNull();
  });

  const x = idNumber('19491231', '110105', '002');
  it.each([
    ['the X check digit', x, true],
    ['a lowercase x', x.toLowerCase(), true],
    ['2000-02-29 (leap year)', idNumber('20000229'), true],
    ['2024-02-29 (leap year)', idNumber('20240229'), true],
    ['1900-02-29 (1900 is not a leap year)', idNumber('19000229'), false],
    ['2023-02-29', idNumber('20230229'), false],
    ['month 13', idNumber('19901301'), false],
    ['day 00', idNumber('19900100'), false],
    ['April 31', idNumber('19900431'), false],
    ['today', idNumber(TODAY.replace(/-/g, '')), true],
    ['tomorrow (future)', idNumber('20240616'), false],
    ['next year (future)', idNumber('20250101'), false],
    ['before 1900', idNumber('18991231'), false],
    ['1900-01-01', idNumber('19000101'), true],
    ['first digit 0', idNumber('19900101', '010105'), false],
    ['province 10 (not a province)', idNumber('19900101', '100105'), false],
    ['province 99', idNumber('19900101', '990105'), false],
    ['province 65 (Xinjiang)', idNumber('19900101', '650102'), true],
    ['province 81 (Hong Kong residence permit)', idNumber('19900101', '810000'), true],
    ['17 characters', idNumber('19900101').slice(0, 17), false],
    ['19 characters', `${idNumber('19900101')}1`, false],
    ['a letter inside', 'A1010519491231002X', false],
    ['X not at the end', '1101051949123100X2', false],
    ['empty', '', false],
    ['spaces around', ` ${idNumber('19900101')} `, false],
    ['15 digits, 1949-12-31', '110105491231002', true],
    ['15 digits, 1900-02-29 (not leap)', '110105000229002', false],
    ['15 digits, 1996-02-29', '110105960229002', true],
    ['15 digits, month 13', '110105491331002', false],
    ['15 digits, province 99', '990105491231002', false],
    ['15 digits with an X', '11010549123100X', false],
    ['16 digits', '1101054912310021', false],
  ])('%s: %s -> %s', (_, value, valid) => {
    expect(isValidIdCard(value, TODAY)).toBe(valid);
  });

  it.each(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X'])('a wrong check digit is refused (%s)', (digit) => {
    const good = idNumber('19850615', '330106', '123');
    const value = good.slice(0, 17) + digit;
    expect(isValidIdCard(value, TODAY)).toBe(value === good);
  });

  it('reads today from the clock by default', () => {
    expect(isValidIdCard(idNumber('19900101'))).toBe(true);
    expect(isValidIdCard(idNumber(`${new Date().getFullYear() + 1}0101`))).toBe(false);
  });
});

describe('birthdayFromIdCard', () => {
  it.each([
    [idNumber('19491231', '110105', '002'), '1949-12-31'],
    [idNumber('20000229'), '2000-02-29'],
    ['110105491231002', '1949-12-31'],
    [idNumber('19000229'), null],
    [idNumber('19900101').slice(0, 17) + (idNumber('19900101')[17] === '0' ? '1' : '0'), null],
    ['', null],
    ['hello', null],
  ])('%s -> %s', (value, birthday) => {
    expect(birthdayFromIdCard(value, TODAY)).toBe(birthday);
  });
});

describe('isValidMobile', () => {
  const allocated = [
    '130', '131', '132', '133', '134', '135', '136', '137', '138', '139', '145', '147', '149',
    '150', '151', '152', '153', '155', '156', '157', '158', '159', '162', '165', '166', '167',
    '170', '171', '172', '173', '175', '176', '177', '178',
    '180', '181', '182', '183', '184', '185', '186', '187', '188', '189',
    '190', '191', '192', '193', '195', '196', '197', '198', '199',
  ];
  it.each(allocated)('allocated segment %s', (segment) => {
    expect(isValidMobile(`${segment}12345678`)).toBe(true);
  });

  const unallocated = [
    '100', '110', '120', '140', '141', '142', '143', '144', '146', '148', '154',
    '160', '161', '163', '164', '168', '169', '174', '179', '194', '200', '230', '990',
  ];
  it.each(unallocated)('unallocated segment %s', (segment) => {
    expect(isValidMobile(`${segment}12345678`)).toBe(false);
  });

  it.each([
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['+86 prefix', '+8613812345678'],
    ['spaces', '138 1234 5678'],
    ['a dash', '138-12345678'],
    ['letters', '1381234567a'],
    ['full-width digits', '１３８１２３４５６７８'],
    ['empty', ''],
  ])('refuses %s', (_, value) => {
    expect(isValidMobile(value)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each(ACCEPTED_EMAILS)('accepts %s: %s', (_, value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([...REFUSED_EMAILS, ['empty', '']])('refuses %s: %s', (_, value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('dates', () => {
  it.each([
    ['2024-06-15', '2024-06-15'],
    ['2024-6-5', '2024-06-05'],
    ['2024/06/15', '2024-06-15'],
    ['2024-06', '2024-06'],
    ['2024-06-15 10:30:00', '2024-06-15'],
    ['2024-06-15T10:30:00.000Z', '2024-06-15'],
    ['2024-02-30', null],
    ['2024-13', null],
    ['15/06/2024', null],
    ['', null],
  ])('normalizeDate(%s) -> %s', (value, normalised) => {
    expect(normalizeDate(value)).toBe(normalised);
  });

  it('compares a month with a day by month', () => {
    expect(compareDates('2020-05', '2020-05-31')).toBe(0);
    expect(compareDates('2020-04', '2020-05-01')).toBeLessThan(0);
    expect(compareDates('2020-05-02', '2020-05-01')).toBeGreaterThan(0);
  });
});
