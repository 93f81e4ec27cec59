/**
 * Stored cross-site scripting payloads (OWASP's filter evasion cheat sheet, shortened): text a user
 * saves that would run as script when another user's page or mail shows it as HTML. Each must come
 * back inert: no script element, no event-handler attribute, no javascript: address.
 */
export const STORED_SCRIPT_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
  '"><script>alert(document.cookie)</script>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
] as const;

/** Whether HTML could run script: a script, frame or svg element, an on… attribute or a javascript: address. */
export const runsScript = (html: string): boolean => /<\s*(script|iframe|svg|math|style|body)\b|\son[a-z]+\s*=|javascript:/i.test(html);
