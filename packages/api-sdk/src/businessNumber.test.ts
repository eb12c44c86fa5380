import { describe, expect, it } from 'vitest';
import { businessNumberDigits, formatBusinessNumber, hasValidCheckDigit } from './businessNumber';

describe('business registration number', () => {
  it('accepts numbers whose last digit is their check digit', () => {
    // Published numbers whose check digit holds (checked apart from this module).
    for (const number of ['1208147521', '2208162517', '1048137225']) expect(hasValidCheckDigit(number)).toBe(true);
  });

  it('refuses any one digit changed', () => {
    const valid = '1208147521';
    for (let index = 0; index < 10; index += 1)
      for (let digit = 0; digit <= 9; digit += 1) {
        const changed = valid.slice(0, index) + digit + valid.slice(index + 1);
        if (changed !== valid) expect(hasValidCheckDigit(changed), changed).toBe(false);
      }
  });

  it('reads what a person types and prints it as on the certificate', () => {
    expect(businessNumberDigits(' 120-81-47521 ')).toBe('1208147521');
    expect(businessNumberDigits('120 81 47521')).toBe('1208147521');
    expect(businessNumberDigits('120-81-4752')).toBeNull();
    expect(businessNumberDigits('12a8147521')).toBeNull();
    expect(formatBusinessNumber('1208147521')).toBe('120-81-47521');
  });
});
