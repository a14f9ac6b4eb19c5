/* Moved to shared/lib (the betting record uses the same presets); kept here so the wallet's imports stay. */
export * from '../../../shared/lib/date-range.ts';
