import type { TwoFactorSetup } from '@portfolio/contracts';

/**
 * Two-factor set-up as the mocks answer it: a fixed secret for the mock user and the QR code the
 * BFF draws for it (qrcode 1.5, the same options), so stories and `dev:mock` show a real code.
 */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH_URL =
  'otpauth://totp/PortfolioAI:maya.chen%40northwind.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=PortfolioAI';
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 47 47" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h47v47H0z"/><path stroke="#000000" d="M1 1.5h7m1 0h1m1 0h1m2 0h1m2 0h2m2 0h1m2 0h4m1 0h5m3 0h1m1 0h7M1 2.5h1m5 0h1m1 0h5m1 0h1m3 0h1m1 0h1m2 0h2m2 0h1m3 0h2m2 0h1m2 0h1m5 0h1M1 3.5h1m1 0h3m1 0h1m1 0h1m3 0h1m1 0h4m4 0h2m2 0h1m2 0h5m1 0h1m2 0h1m1 0h3m1 0h1M1 4.5h1m1 0h3m1 0h1m5 0h2m1 0h2m1 0h1m4 0h1m3 0h3m5 0h2m1 0h1m1 0h3m1 0h1M1 5.5h1m1 0h3m1 0h1m1 0h1m2 0h2m1 0h1m4 0h7m4 0h2m2 0h3m1 0h1m1 0h3m1 0h1M1 6.5h1m5 0h1m2 0h5m2 0h3m1 0h1m3 0h1m2 0h3m1 0h1m1 0h1m4 0h1m5 0h1M1 7.5h7m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h7M10 8.5h2m1 0h2m1 0h1m1 0h2m1 0h1m3 0h1m1 0h1m1 0h2m1 0h1m1 0h2M1 9.5h1m2 0h6m1 0h1m7 0h9m1 0h2m1 0h1m3 0h1m1 0h1m2 0h1m1 0h3M3 10.5h2m3 0h3m1 0h1m1 0h2m2 0h3m4 0h3m1 0h1m1 0h1m1 0h1m1 0h1m1 0h6m1 0h1M1 11.5h2m2 0h1m1 0h2m1 0h2m1 0h1m2 0h4m1 0h2m11 0h2m1 0h2m3 0h1m1 0h2M1 12.5h2m1 0h2m2 0h1m2 0h6m2 0h3m1 0h2m2 0h8m2 0h3m3 0h3M1 13.5h1m2 0h1m1 0h4m2 0h2m1 0h1m3 0h2m1 0h1m3 0h6m1 0h2m1 0h1m1 0h1m1 0h1m1 0h1M1 14.5h2m1 0h2m2 0h1m2 0h1m2 0h5m8 0h2m3 0h3m1 0h4m1 0h3M1 15.5h1m1 0h3m1 0h1m1 0h2m1 0h1m1 0h2m1 0h1m1 0h1m3 0h1m1 0h5m2 0h3m2 0h3m3 0h3M1 16.5h2m1 0h3m4 0h1m1 0h1m2 0h1m1 0h1m4 0h1m3 0h2m1 0h1m1 0h1m2 0h1m1 0h1m1 0h1m3 0h3M1 17.5h2m1 0h6m1 0h1m1 0h2m1 0h2m1 0h3m2 0h4m1 0h1m2 0h2m2 0h1M1 18.5h3m6 0h1m3 0h1m1 0h1m4 0h1m1 0h2m3 0h1m2 0h1m3 0h3m1 0h2m1 0h1m1 0h2M2 19.5h1m1 0h2m1 0h3m3 0h2m4 0h2m2 0h1m1 0h2m2 0h1m1 0h1m1 0h2m1 0h1m1 0h1m1 0h3m2 0h1M1 20.5h3m1 0h2m1 0h2m1 0h1m2 0h2m1 0h1m1 0h1m1 0h2m2 0h3m1 0h1m8 0h1m2 0h1m3 0h1M1 21.5h1m1 0h1m1 0h5m3 0h2m2 0h1m3 0h5m3 0h5m2 0h7M5 22.5h1m3 0h1m2 0h1m5 0h1m1 0h2m3 0h1m1 0h1m2 0h2m1 0h1m1 0h3m3 0h3M1 23.5h5m1 0h1m1 0h2m2 0h1m1 0h1m5 0h1m1 0h1m1 0h3m1 0h2m1 0h2m1 0h3m1 0h1m1 0h3m1 0h1M4 24.5h2m3 0h3m2 0h2m1 0h2m2 0h1m3 0h4m1 0h2m1 0h2m1 0h2m3 0h1m1 0h2M5 25.5h5m1 0h1m3 0h1m1 0h1m2 0h6m3 0h1m2 0h2m3 0h5m2 0h2M3 26.5h1m1 0h1m3 0h2m1 0h1m4 0h1m1 0h1m5 0h1m1 0h1m1 0h4m1 0h1m2 0h4m2 0h2M1 27.5h1m1 0h3m1 0h1m3 0h3m1 0h2m2 0h2m2 0h1m2 0h4m2 0h1m3 0h1m1 0h1m2 0h2M4 28.5h1m4 0h1m1 0h1m1 0h2m1 0h1m1 0h8m1 0h1m1 0h3m2 0h1m1 0h1m1 0h1m1 0h4m1 0h1M2 29.5h3m2 0h6m7 0h1m1 0h1m2 0h3m1 0h5m1 0h1m2 0h2m1 0h2m2 0h1M2 30.5h1m2 0h2m2 0h1m1 0h1m2 0h2m1 0h1m1 0h1m2 0h1m1 0h1m1 0h1m3 0h1m3 0h2m4 0h2m2 0h2M3 31.5h5m1 0h1m2 0h1m2 0h3m1 0h2m4 0h2m3 0h2m1 0h1m2 0h1m2 0h1m1 0h1m1 0h2M1 32.5h3m1 0h2m1 0h1m1 0h1m2 0h1m1 0h2m2 0h5m1 0h2m1 0h1m2 0h1m3 0h4m4 0h1m1 0h1M2 33.5h2m1 0h6m3 0h1m2 0h1m1 0h2m1 0h5m1 0h1m2 0h1m2 0h2m1 0h1m3 0h1m2 0h2M2 34.5h2m1 0h2m2 0h2m1 0h1m1 0h2m1 0h1m3 0h2m2 0h8m1 0h2m2 0h2m1 0h1m1 0h1M5 35.5h1m1 0h1m2 0h1m1 0h1m2 0h5m1 0h1m1 0h1m2 0h1m1 0h1m1 0h1m1 0h1m2 0h2m2 0h1m2 0h1m1 0h2M2 36.5h4m2 0h1m1 0h2m2 0h7m5 0h2m4 0h4m1 0h3m2 0h1m2 0h1M1 37.5h1m2 0h2m1 0h2m1 0h2m1 0h5m1 0h8m1 0h3m1 0h2m2 0h6m2 0h2M9 38.5h1m1 0h1m6 0h2m1 0h1m3 0h1m4 0h3m2 0h1m1 0h1m3 0h1m1 0h2M1 39.5h7m1 0h2m2 0h4m2 0h1m1 0h1m1 0h1m1 0h2m2 0h1m7 0h1m1 0h1m1 0h1m1 0h1M1 40.5h1m5 0h1m1 0h1m3 0h3m1 0h2m1 0h2m3 0h2m1 0h1m2 0h2m1 0h2m1 0h1m3 0h5M1 41.5h1m1 0h3m1 0h1m1 0h3m1 0h1m3 0h2m2 0h5m1 0h1m2 0h1m1 0h1m1 0h1m2 0h6M1 42.5h1m1 0h3m1 0h1m1 0h1m2 0h1m2 0h1m1 0h1m1 0h4m1 0h3m1 0h1m1 0h1m3 0h2m5 0h2M1 43.5h1m1 0h3m1 0h1m4 0h2m1 0h1m1 0h3m2 0h3m1 0h1m3 0h1m1 0h1m1 0h1m1 0h1m2 0h5m1 0h1M1 44.5h1m5 0h1m2 0h1m2 0h2m3 0h2m3 0h2m6 0h1m4 0h1m1 0h1m1 0h1m1 0h4M1 45.5h7m1 0h9m1 0h2m2 0h3m2 0h2m1 0h1m2 0h1m1 0h2m2 0h2"/></svg>';

export const MOCK_TWO_FACTOR_SETUP: TwoFactorSetup = {
  secret: SECRET,
  otpauthUrl: OTPAUTH_URL,
  qrCode: `data:image/svg+xml;base64,${btoa(QR_SVG)}`,
};

/** Ten recovery codes in the BFF's format. */
export const MOCK_RECOVERY_CODES = [
  'k7m2p-x9q4r',
  'a3b8c-d2e7f',
  'h4j9k-m2n8p',
  'q5r3s-t7u2v',
  'w8x4y-z3a9b',
  'c6d2e-f8g4h',
  'j3k7m-n5p9q',
  'r2s6t-u8v4w',
  'x9y3z-a7b5c',
  'e4f8g-h2j6k',
];

/** The code the mocks accept when turning two-factor on. */
export const MOCK_TWO_FACTOR_CODE = '123456';
