import { Nlp } from '@nlpjs/nlp';
import { LangEn } from '@nlpjs/lang-en-min';
import { corpus, type Intent, type Phrasing } from './corpus.js';
import type { DayHints } from './dateParser.js';

/** What the model understood of a message: an intent (or None) and the leave or work type it names. */
export interface Understood {
  intent: Intent | 'None';
  score: number;
  leaveType: string | null;
  workType: string | null;
  days: DayHints;
}

/** "1st" … "31st": the days of a month said alone, as entity texts (English ordinal suffixes by Intl). */
function ordinalDays(): [string, string[]][] {
  const rule = new Intl.PluralRules('en', { type: 'ordinal' });
  const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th' } as Record<string, string>;
  return Array.from({ length: 31 }, (_, index) => {
    const day = index + 1;
    return [String(day), [`${day}${suffix[rule.select(day)]}`]];
  });
}

/** Below this score the message is not understood and the fallback answers (nlp.js's own threshold). */
export const INTENT_THRESHOLD = 0.5;

/**
 * The intent model: @nlpjs/nlp's neural classifier over English stems, trained at start from the
 * corpus (the phrasings given), with the leave and work types as named-entity lists. Typos are
 * corrected against the corpus's vocabulary by nlp.js's spell check.
 */
export async function trainIntentModel(phrasings: Phrasing[]) {
  const nlp = new Nlp({ languages: ['en'], autoSave: false, autoLoad: false, forceNER: true, threshold: INTENT_THRESHOLD, nlu: { log: false }, calculateSentiment: false });
  nlp.use(LangEn);
  for (const { text, intent } of phrasings) nlp.addDocument('en', text, intent);
  for (const [code, texts] of Object.entries(corpus.leaveTypes)) nlp.addNerRuleOptionTexts('en', 'leaveType', code, texts);
  for (const [code, texts] of Object.entries(corpus.workTypes)) nlp.addNerRuleOptionTexts('en', 'workType', code, texts);
  for (const [days, texts] of Object.entries(corpus.relativeDays)) nlp.addNerRuleOptionTexts('en', 'relativeDays', days, texts);
  for (const [days, texts] of Object.entries(corpus.ambiguousDays)) nlp.addNerRuleOptionTexts('en', 'eitherWayDays', days, texts);
  for (const [day, texts] of ordinalDays()) nlp.addNerRuleOptionTexts('en', 'dayOfMonth', day, texts);
  await nlp.train();

  return async function understand(text: string): Promise<Understood> {
    const result = await nlp.process('en', text, undefined, { spellCheck: true, log: false });
    const option = (name: string) => result.entities.find((entity) => entity.entity === name)?.option ?? null;
    const understood = result.intent !== 'None' && result.score >= INTENT_THRESHOLD;
    const number = (name: string) => {
      const value = option(name);
      return value === null ? null : Number(value);
    };
    return {
      intent: understood ? (result.intent as Intent) : 'None',
      score: result.score,
      leaveType: option('leaveType'),
      workType: option('workType'),
      days: { relativeDays: number('relativeDays'), eitherWayDays: number('eitherWayDays'), dayOfMonth: number('dayOfMonth') },
    };
  };
}

export type Understand = Awaited<ReturnType<typeof trainIntentModel>>;
