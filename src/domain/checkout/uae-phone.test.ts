import { describe, expect, it } from 'vitest';
import { normaliseUaePhone } from './uae-phone';

describe('normaliseUaePhone', () => {
  it.each([
    ['050 123 4567', '+971501234567'],
    ['0501234567', '+971501234567'],
    ['+971 50 123 4567', '+971501234567'],
    ['+971501234567', '+971501234567'],
    ['00971501234567', '+971501234567'],
    ['00971 50 123 4567', '+971501234567'],
    ['971501234567', '+971501234567'],
    ['+971 (0)50 123 4567', '+971501234567'],
    ['055-765-4321', '+971557654321'],
    ['(052) 111.2233', '+971521112233'],
    ['501234567', '+971501234567'],
    [' 058 000 0000 ', '+971580000000'],
    ['٠٥٠ ١٢٣ ٤٥٦٧', '+971501234567'],
  ])('takes the mobile number %s as %s', (typed, sent) => {
    expect(normaliseUaePhone(typed)).toBe(sent);
  });

  it.each([
    ['04 123 4567', '+97141234567'],
    ['02-555 0000', '+97125550000'],
    ['+971 4 123 4567', '+97141234567'],
    ['0097137654321', '+97137654321'],
    ['06 5123456', '+97165123456'],
    ['07 2233445', '+97172233445'],
    ['09 2233445', '+97192233445'],
  ])('takes the landline %s as %s', (typed, sent) => {
    expect(normaliseUaePhone(typed)).toBe(sent);
  });

  it.each([
    ['', 'nothing'],
    ['call me', 'words'],
    ['050 123 456', 'a digit short'],
    ['050 123 45678', 'a digit too many'],
    ['051 123 4567', 'no such mobile operator'],
    ['08 123 4567', 'no such area'],
    ['01 123 4567', 'no such area'],
    ['+44 20 7946 0958', 'another country'],
    ['+966 50 123 4567', 'another country'],
    ['0044 20 7946 0958', 'another country'],
    ['+971 50 123 4567 ext 2', 'an extension'],
    ['050+1234567', 'a plus inside'],
    ['+971-50-123-4567-1', 'a digit too many'],
  ])('refuses %s (%s)', (typed) => {
    expect(normaliseUaePhone(typed)).toBeNull();
  });
});
