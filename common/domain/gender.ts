// Gender codes of the catalog (FU for her, MU for him, U unisex) and the filter options that the
// screens offer (female, male, unisex).
export const genderCodes = ['FU', 'MU', 'U'] as const;
export type GenderCode = (typeof genderCodes)[number];

export const genderFilterValues = ['female', 'male', 'unisex'] as const;
export type GenderFilterValue = (typeof genderFilterValues)[number];

export const genderCodeByFilter: Record<GenderFilterValue, GenderCode> = {
  female: 'FU',
  male: 'MU',
  unisex: 'U',
};

export const genderFilterByCode: Record<GenderCode, GenderFilterValue> = {
  FU: 'female',
  MU: 'male',
  U: 'unisex',
};

export function isGenderCode(value: unknown): value is GenderCode {
  return typeof value === 'string' && (genderCodes as readonly string[]).includes(value);
}
