/**
 * Height and weight units (spec §3 settings: height cm or ft-in, weight kg or lb). The database
 * keeps SI units: height in cm to 0.1, weight in kg to 0.01. A value entered in either unit (cm or
 * inches to 0.1, kg or lb to 0.1) is stored and read back as exactly what was entered.
 */
import type { HeightUnit, WeightUnit } from './settings.schema.ts';

export const CM_PER_INCH = 2.54;
export const KG_PER_LB = 0.45359237;

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * f) / f;
};

/** A height as feet and inches (inches to 0.1, 0 ≤ inches < 12). */
export interface FeetInches {
  feet: number;
  inches: number;
}

export function cmToFeetInches(cm: number): FeetInches {
  const total = round(cm / CM_PER_INCH, 1);
  const feet = Math.floor(total / 12);
  return { feet, inches: round(total - feet * 12, 1) };
}

export function feetInchesToCm({ feet, inches }: FeetInches): number {
  return round((feet * 12 + inches) * CM_PER_INCH, 1);
}

export function kgToLb(kg: number): number {
  return round(kg / KG_PER_LB, 1);
}

export function lbToKg(lb: number): number {
  return round(lb * KG_PER_LB, 2);
}

/** Kilograms as the database keeps them, from a weight entered in the given unit. */
export function weightToKg(value: number, unit: WeightUnit): number {
  return unit === 'lb' ? lbToKg(value) : round(value, 2);
}

/** A stored weight in the user's unit, to 0.1. */
export function weightFromKg(kg: number, unit: WeightUnit): number {
  return unit === 'lb' ? kgToLb(kg) : round(kg, 1);
}

export function formatWeight(kg: number, unit: WeightUnit): string {
  return `${weightFromKg(kg, unit)} ${unit}`;
}

export function formatHeight(cm: number, unit: HeightUnit): string {
  if (unit === 'cm') return `${round(cm, 1)} cm`;
  const { feet, inches } = cmToFeetInches(cm);
  return `${feet} ft ${inches} in`;
}
