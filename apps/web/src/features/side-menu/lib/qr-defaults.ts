/** Spec §9: QR defaults size 200, margin 20, error-correction level M. */
export const qrDefaults = { size: 200, margin: 20, level: 'M' } as const;
