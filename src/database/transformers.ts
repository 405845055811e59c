import { ValueTransformer } from 'typeorm';

/** PostgreSQL returns bigint as a string; identifiers we store fit in a safe JS integer (validated on input). */
export const bigintToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value)),
};
