import { Liquid, LiquidError, type FS, type Template } from 'liquidjs';
import { cleanRichText } from '../http/richText.js';

/** A file system that has no files: a template may not include or render another file (nor read the server's). */
const NO_FILES: FS = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async (file) => {
    throw new Error(`Templates cannot read files (${file})`);
  },
  readFileSync: (file) => {
    throw new Error(`Templates cannot read files (${file})`);
  },
  resolve: (_dir, file) => file,
  contains: async () => false,
  containsSync: () => false,
};

const OPTIONS = {
  fs: NO_FILES,
  // An unknown variable or filter is an error with its place, never a blank in the mail.
  strictVariables: true,
  strictFilters: true,
  ownPropertyOnly: true,
  relativeReference: false,
  // Bounds on what an administrator's template may cost the server (characters, ms, bytes).
  parseLimit: 100_000,
  renderLimit: 1_000,
  memoryLimit: 10_000_000,
} as const;

/** The body: every value HTML-escaped, so a value can add text to the mail and never markup. */
const bodyEngine = new Liquid({ ...OPTIONS, outputEscape: 'escape' });
/** The subject is a header, read as text by every mail client and page: not escaped, one line. */
const subjectEngine = new Liquid(OPTIONS);

export type TemplateField = 'subject' | 'body';

export interface TemplateProblem {
  field: TemplateField;
  message: string;
  line: number | null;
  col: number | null;
}

export class TemplateError extends Error {
  constructor(readonly problem: TemplateProblem) {
    super(problem.message);
  }
}

/**
 * Parsed templates by field and source: a bulk send (10,000 welcome mails of one upload) renders
 * one template many times, and parsing it each time cost more than rendering. Bounded: emptied when full.
 */
const parsed = new Map<string, Template[]>();
const MAX_PARSED = 200;

function parseOnce(engine: Liquid, field: TemplateField, source: string): Template[] {
  const key = `${field}\u0000${source}`;
  let templates = parsed.get(key);
  if (!templates) {
    templates = engine.parse(source);
    if (parsed.size >= MAX_PARSED) parsed.clear();
    parsed.set(key, templates);
  }
  return templates;
}

async function renderOne(field: TemplateField, source: string, variables: Record<string, unknown>): Promise<string> {
  try {
    const engine = field === 'body' ? bodyEngine : subjectEngine;
    return await engine.render(parseOnce(engine, field, source), variables);
  } catch (err) {
    if (!(err instanceof Error)) throw err;
    const position = err instanceof LiquidError ? err.token?.getPosition?.() : undefined;
    // liquidjs ends its message with ", line:L, col:C"; the place is answered as numbers instead.
    const message = err.message.replace(/,? line:\d+, col:\d+$/, '');
    throw new TemplateError({ field, message, line: position?.[0] ?? null, col: position?.[1] ?? null });
  }
}

/**
 * Renders a template's subject and body with these variables (liquidjs); a TemplateError names the field
 * and place. The body is HTML that keeps only allow-listed tags: what a preview shows and a mail sends.
 */
export async function renderTemplate(template: { subject: string; body: string }, variables: Record<string, unknown>): Promise<{ subject: string; body: string }> {
  const subject = (await renderOne('subject', template.subject, variables)).replace(/[\r\n]+/g, ' ').trim();
  // Values are escaped as they go in; the template's own markup is then held to the rich-text allow-list.
  const body = cleanRichText(await renderOne('body', template.body, variables));
  return { subject, body };
}
