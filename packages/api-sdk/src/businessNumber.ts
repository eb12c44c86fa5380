// A Korean business registration number (사업자등록번호): ten digits, written 123-45-67890, whose
// last digit is a check digit (국세청's weights 1 3 7 1 3 7 1 3 5, plus the tens of the ninth × 5).
// A typo in a tax invoice's number sends the invoice to nobody, so the form catches it first.

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** The ten digits of what a person typed (spaces and hyphens dropped), or null when it is not ten digits. */
export function businessNumberDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** Whether the ten digits end in their check digit. */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  let sum = WEIGHTS.reduce((total, weight, index) => total + weight * (d[index] ?? 0), 0);
  sum += Math.floor(((d[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** 1234567890 → 123-45-67890, the way it is printed on a certificate. */
export const formatBusinessNumber = (digits: string) =>
  `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
