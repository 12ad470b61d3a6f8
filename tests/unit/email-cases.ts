// The addresses the email rule must decide (docs/decisions/resume-forms.md), shared by the unit test of isValidEmail and the API test that the
// server accepts and refuses the same ones.

const LABEL_63 = 'a'.repeat(63);

export const ACCEPTED_EMAILS: Array<[string, string]> = [
  ['a plain address', 'user@example.com'],
  ['a plus tag', 'user+jobs@example.com'],
  ['an apostrophe', "o'brien@example.com"],
  ['a two-letter TLD', 'li@example.cn'],
  ['a two-letter TLD under a second level', 'zhang_san-01@mail.example.com.cn'],
  ['a long TLD', 'a@example.museum'],
  ['an IDN TLD in punycode', 'wang@example.xn--fiqs8s'],
  ['dots between groups', 'first.last@example.com'],
  ['the other RFC 5322 atext signs', "a!#$%&'*+/=?^_`{|}~-z@example.org"],
  ['upper case', 'USER123@Example.COM'],
  ['one-letter labels', 'a@b.co'],
  ['a hyphen inside a label', 'u@sub-domain.example.org'],
  ['digits in a label', 'hr@163.com'],
  ['a label of 63 characters', `hr@${LABEL_63}.com`],
  ['a local part of 64 characters', `${'a'.repeat(64)}@example.com`],
  ['254 characters in all', `${'a'.repeat(64)}@${LABEL_63}.${LABEL_63}.${'b'.repeat(57)}.com`],
];

export const REFUSED_EMAILS: Array<[string, string]> = [
  ['a domain label starting with -', 'user@-example.com'],
  ['a domain label ending with -', 'user@example-.com'],
  ['a TLD ending with -', 'user@example.cn-'],
  ['an underscore in the domain', 'user@ex_ample.com'],
  ['a domain label over 63 characters', `user@${'a'.repeat(64)}.com`],
  ['a local part over 64 characters', `${'a'.repeat(65)}@example.com`],
  ['255 characters in all', `${'a'.repeat(64)}@${LABEL_63}.${LABEL_63}.${'b'.repeat(58)}.com`],
  ['no @', 'user.example.com'],
  ['two @', 'a@b@example.com'],
  ['no domain dot', 'user@localhost'],
  ['a one-letter TLD', 'user@example.c'],
  ['a numeric TLD', 'user@example.123'],
  ['a dot opening the local part', '.last@example.com'],
  ['two dots in a row before the @', 'first..last@example.com'],
  ['a dot right before the @', 'first.@example.com'],
  ['a space', 'us er@example.com'],
  ['a quoted local part', '"us er"@example.com'],
  ['a comma', 'a,b@example.com'],
  ['an empty local part', '@example.com'],
  ['an empty label', 'user@example..com'],
  ['a trailing dot', 'user@example.com.'],
  ['an address literal', 'user@[10.0.0.1]'],
  ['Chinese characters', '张三@example.com'],
  ['a Chinese domain', 'user@例子.中国'],
];
