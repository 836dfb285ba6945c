/** The enrolment picture: the otpauth URL as an SVG QR code, drawn only when someone sets up an app. */
export async function qrDataUrl(otpauthUrl: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
